// Pointer plumbing for the board canvas: mouse, touch and pen alike. Turns pointer
// events into down / move / up / cancel calls with coordinates in the canvas's CSS
// pixels, and a mouse's hover and leave; what a press means is decided by board.js.

export function bindInput(canvas, handlers) {
  let active = null; // the pointer being followed, so a second finger is ignored

  function point(e) {
    const box = canvas.getBoundingClientRect();
    return [e.clientX - box.left, e.clientY - box.top];
  }

  function onDown(e) {
    if (active !== null || (e.pointerType === 'mouse' && e.button !== 0)) return;
    active = e.pointerId;
    // Keeps the moves coming while the pointer is dragged off the canvas.
    canvas.setPointerCapture(e.pointerId);
    e.preventDefault();
    handlers.down(...point(e));
  }
  function onMove(e) {
    if (e.pointerId === active) handlers.move(...point(e));
    // A mouse over the board without a press: what is under it may lift.
    else if (active === null && e.pointerType === 'mouse') handlers.hover(...point(e));
  }
  function onLeave(e) {
    if (e.pointerType === 'mouse') handlers.leave();
  }
  function onUp(e) {
    if (e.pointerId !== active) return;
    active = null;
    handlers.up(...point(e));
  }
  function onCancel(e) {
    if (e.pointerId !== active) return;
    active = null;
    handlers.cancel();
  }

  canvas.addEventListener('pointerdown', onDown);
  canvas.addEventListener('pointermove', onMove);
  canvas.addEventListener('pointerup', onUp);
  canvas.addEventListener('pointercancel', onCancel);
  canvas.addEventListener('pointerleave', onLeave);
  return () => {
    canvas.removeEventListener('pointerleave', onLeave);
    canvas.removeEventListener('pointerdown', onDown);
    canvas.removeEventListener('pointermove', onMove);
    canvas.removeEventListener('pointerup', onUp);
    canvas.removeEventListener('pointercancel', onCancel);
  };
}
