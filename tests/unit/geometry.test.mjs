// Circle centres and hit testing, the right way up and turned round for Black: every
// circle is found again where it is drawn, and the turned board has Black's home row
// at the bottom with file e on the left.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { indexOf, layout, nameOf } from '../../www/board/geometry.js';

for (const flipped of [false, true]) {
  test(`every circle is hit at its own centre (${flipped ? 'turned for Black' : 'White at the bottom'})`, () => {
    const geo = layout(500, 420, { flipped });
    assert.equal(geo.flipped, flipped);
    for (let i = 0; i < 25; i++) {
      const { x, y } = geo.centre(i);
      assert.equal(geo.circleAt(x, y), i, nameOf(i));
      assert.equal(geo.circleAt(x + geo.step * 0.45, y - geo.step * 0.45), i, `${nameOf(i)}, near its cell's corner`);
    }
    assert.equal(geo.circleAt(geo.left + 1, geo.top + 1), -1, 'the frame is no circle');
  });
}

test('the board turned for Black has rank 5 at the bottom and file e on the left', () => {
  const up = layout(400, 400);
  const turned = layout(400, 400, { flipped: true });
  assert.deepEqual(turned.centre(indexOf('a1')), up.centre(indexOf('e5')));
  assert.deepEqual(turned.centre(indexOf('e5')), up.centre(indexOf('a1')));
  assert.deepEqual(turned.centre(indexOf('c3')), up.centre(indexOf('c3')));
  assert.ok(turned.centre(indexOf('a5')).y > turned.centre(indexOf('a1')).y, 'rank 5 below rank 1');
  assert.ok(turned.centre(indexOf('e1')).x < turned.centre(indexOf('a1')).x, 'file e left of file a');
});
