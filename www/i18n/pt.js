// Português (escrito para se ler bem em Portugal e no Brasil).
export default {
  'lang.en': 'inglês',
  'lang.fi': 'finlandês',
  'lang.sk': 'eslovaco',
  'lang.pt': 'português',
  'lang.de': 'alemão',
  'lang.ru': 'russo',

  'theme.auto': 'Como o sistema',
  'theme.light': 'Claro',
  'theme.dark': 'Escuro',

  'units.archers': { one: '{count} arqueiro', many: '{count} arqueiros', other: '{count} arqueiros' },
  'units.circles': { one: '{count} círculo', many: '{count} círculos', other: '{count} círculos' },
  'units.lines': { one: '{count} linha', many: '{count} linhas', other: '{count} linhas' },
  'units.points': { one: '{count} ponto', many: '{count} pontos', other: '{count} pontos' },

  'offline.ready': 'Agora pode jogar Jarmo mesmo sem internet.',
  'offline.update': 'Está pronta uma nova versão do Jarmo.',
  'offline.reload': 'Recarregar',
  'install.button': 'Instalar o Jarmo',

  'embed.problem': 'Ignorado {param}={value}: esperava-se {expected}.',

  'rules.pageTitle': 'Regras do Jarmo',
  'rules.title': 'Como jogar Jarmo',
  'rules.back': 'Voltar ao jogo',
  'rules.language': 'Idioma',
  'rules.theme': 'Cores',
  'rules.intro': 'Jarmo é um antigo jogo de tabuleiro dos tártaros para dois jogadores, as Brancas e as Pretas. Cada lado tem {archers}. Leve os seus arqueiros através do tabuleiro para o lado oposto e capture arqueiros inimigos pelo caminho.',

  'rules.board.heading': 'O tabuleiro',
  'rules.board.circles': 'O tabuleiro tem {circles}, formando um quadrado de cinco por cinco. As colunas, de a até e, vão da esquerda para a direita do ponto de vista das Brancas, e as filas, de 1 até 5, do lado das Brancas para o lado das Pretas. Assim, cada círculo tem um nome, como a1 ou c3.',
  'rules.board.lines': 'Os arqueiros só se movem ao longo das linhas. Uma linha une dois círculos separados por um salto de cavalo, como no xadrez: uma coluna e duas filas, ou duas colunas e uma fila. Ao todo há {lines}.',
  'rules.board.rows': 'A fila de casa de um lado é a fila onde os seus arqueiros começam: a fila 1 para as Brancas e a fila 5 para as Pretas. A fila de meta de um lado é a fila de casa do adversário.',
  'rules.diagram.title': 'O tabuleiro no início',
  'rules.diagram.desc': 'Cinco filas de cinco círculos, unidos por {lines}. Cinco arqueiros brancos estão na fila 1 e cinco arqueiros pretos na fila 5.',
  'rules.diagram.top': 'Fila 5: fila de casa das Pretas, fila de meta das Brancas',
  'rules.diagram.bottom': 'Fila 1: fila de casa das Brancas, fila de meta das Pretas',

  'rules.start.heading': 'O início',
  'rules.start.text': 'Os arqueiros das Brancas estão em a1, b1, c1, d1 e e1; os das Pretas em a5, b5, c5, d5 e e5. Nenhum arqueiro está marcado nem capturado. As Brancas jogam primeiro (uma opção permite que as Pretas comecem).',

  'rules.turn.heading': 'A vez de jogar',
  'rules.turn.intro': 'Os jogadores jogam alternadamente. Na sua vez, faz exatamente uma destas jogadas:',
  'rules.turn.step.name': 'Passo.',
  'rules.turn.step.text': 'Mova um dos seus arqueiros ao longo de uma linha para o círculo na outra ponta. Esse círculo deve estar vazio ou ter um arqueiro inimigo. Se houver lá um arqueiro inimigo, ele é capturado: sai do tabuleiro, e o seu arqueiro fica marcado.',
  'rules.turn.return.name': 'Retorno (o laço).',
  'rules.turn.return.text': 'Quando tem um arqueiro capturado, um arqueiro marcado na sua fila de meta e um círculo vazio na sua fila de casa, pode trazer de volta um arqueiro capturado, sem marca, para qualquer círculo vazio da sua fila de casa. Depois, um arqueiro marcado na sua fila de meta perde a marca: o que está mais à esquerda (primeiro a coluna a). O retorno é a sua jogada inteira.',
  'rules.turn.pass.name': 'Passar.',
  'rules.turn.pass.text': 'Só quando não pode fazer nem um passo nem um retorno, passa a vez.',

  'rules.limits.heading': 'Restrições',
  'rules.limits.goal': 'Um arqueiro que chegou à sua fila de meta nunca mais se move. Mesmo assim, pode ser capturado.',
  'rules.limits.shuttle': 'Nada de vaivém sem fim: não pode mover o mesmo arqueiro para lá e para cá entre os mesmos dois círculos mais de duas vezes (ida e volta) seguidas. Depois das suas próprias jogadas X–Y, Y–X, X–Y, Y–X com um arqueiro, o passo X–Y fica proibido até fazer outra jogada qualquer. As jogadas do adversário pelo meio não contam, e uma captura feita durante o vaivém conta como passo de vaivém.',

  'rules.end.heading': 'O fim do jogo',
  'rules.end.intro': 'O jogo termina quando',
  'rules.end.goal': 'todos os arqueiros de um jogador que ainda estão no tabuleiro estão na fila de meta desse jogador (também conta um jogador sem nenhum arqueiro no tabuleiro),',
  'rules.end.stuck': 'nenhum jogador pode fazer um passo nem um retorno, ou',
  'rules.end.repeat': 'a mesma posição (os arqueiros, as suas marcas, o jogador da vez e o vaivém de ambos os jogadores) surge pela terceira vez. Nesse caso, o jogo termina empatado e não se contam pontos.',

  'rules.score.heading': 'Pontos',
  'rules.score.text': 'Nos dois primeiros casos, decidem os pontos. Cada arqueiro na sua fila de meta vale {goal}, qualquer outro arqueiro no tabuleiro {other}; arqueiros capturados não valem nada. Ganha quem tiver mais pontos; com pontos iguais, é empate.',

  'rules.notation.heading': 'Como se escrevem as jogadas',
  'rules.notation.step': 'um passo de a1 para c2; um passo que captura escreve-se a1xc2',
  'rules.notation.return': 'um retorno: um arqueiro capturado volta para b1',
  'rules.notation.pass': 'passar a vez',
};
