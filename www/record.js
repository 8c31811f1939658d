// The moves played so far, numbered in pairs as the core's game record numbers them,
// and the current position in notation (it can be copied into ?position= to set up).

export function renderRecord(state) {
  const list = document.getElementById('record');
  const items = [];
  for (let i = 0; i < state.history.length; i += 2) {
    const li = document.createElement('li');
    li.textContent = state.history.slice(i, i + 2).join('  ');
    items.push(li);
  }
  list.replaceChildren(...items);
  list.hidden = items.length === 0;
  document.getElementById('record-empty').hidden = items.length > 0;
  list.scrollTop = list.scrollHeight;
  document.getElementById('position').textContent = state.position;
}
