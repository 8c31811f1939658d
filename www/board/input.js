// Pointer plumbing for the board canvas: mouse, touch and pen alike. Turns pointer
// events into down / move / up / cancel calls with coordinates in the canvas's CSS
// pixels (and the kind of pointer), and a mouse's hover and leave; what a press means
// is decided by board.js. A mouse's right button draws instead (drawDown, drawMove,
// drawUp: the player's arrows and circles), and the canvas has no context menu.

export function bindInput(canvas, handlers) {
  let active = null; // the pointer being followed, so a second finger is ignored
  let drawing = false; // the pointer followed is a right button's, drawing

  function point(e) {
    const box = canvas.getBoundingClientRect();
    return [e.clientX - box.left, e.clientY - box.top];
  }

  function onDown(e) {
    if (active !== null) return;
    const right = e.pointerType === 'mouse' && e.button === 2 && Boolean(handlers.drawDown);
    if (e.pointerType === 'mouse' && e.button !== 0 && !right) return;
    active = e.pointerId;
    drawing = right;
    // Keeps the moves coming while the pointer is dragged off the canvas.
    canvas.setPointerCapture(e.pointerId);
    if (right) {
      // (Its default is left alone: the focus, for the keys' Escape that clears.)
      handlers.drawDown(...point(e));
      return;
    }
    e.preventDefault();
    handlers.down(...point(e), e.pointerType);
  }
  function onMove(e) {
    if (e.pointerId === active) (drawing ? handlers.drawMove : handlers.move)(...point(e));
    // A mouse over the board without a press: what is under it may lift.
    else if (active === null && e.pointerType === 'mouse') handlers.hover(...point(e));
  }
  function onLeave(e) {
    if (e.pointerType === 'mouse') handlers.leave();
  }
  function onUp(e) {
    if (e.pointerId !== active) return;
    active = null;
    if (drawing) handlers.drawUp(...point(e));
    else handlers.up(...point(e), e.pointerType);
    drawing = false;
  }
  function onCancel(e) {
    if (e.pointerId !== active) return;
    active = null;
    drawing = false;
    handlers.cancel();
  }
  // The right button draws on the board: no menu over it (nor a long press's menu).
  function onMenu(e) {
    e.preventDefault();
  }

  canvas.addEventListener('pointerdown', onDown);
  canvas.addEventListener('pointermove', onMove);
  canvas.addEventListener('pointerup', onUp);
  canvas.addEventListener('pointercancel', onCancel);
  canvas.addEventListener('pointerleave', onLeave);
  canvas.addEventListener('contextmenu', onMenu);
  return () => {
    canvas.removeEventListener('pointerleave', onLeave);
    canvas.removeEventListener('pointerdown', onDown);
    canvas.removeEventListener('pointermove', onMove);
    canvas.removeEventListener('pointerup', onUp);
    canvas.removeEventListener('pointercancel', onCancel);
    canvas.removeEventListener('contextmenu', onMenu);
  };
}
