import init, { Game, lines } from '../jarmo-core.js';
await init();
const g = new Game();
document.getElementById('app').textContent = JSON.stringify(g.state().moves.map(m => m.text)) + ' ' + lines().length;
