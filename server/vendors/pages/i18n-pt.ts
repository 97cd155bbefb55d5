/** The game pages' strings in Portuguese (i18n.ts). */
import type { Strings } from './i18n.js';

const PT: Strings = {
  close: 'Fechar', balance: 'Saldo', stake: 'Valor apostado', play: 'Girar', shoot: 'Atirar', deal: 'Distribuir', draw: 'Sortear',
  win: 'Você ganhou', lose: 'Sem prêmio', freePlay: 'Jogo grátis', fairness: 'Imparcialidade', seedHash: 'Hash da semente do servidor',
  clientSeed: 'Semente do cliente', nonce: 'Nonce', rotate: 'Revelar a semente e começar uma nova', revealed: 'Semente do servidor revelada',
  verify: 'Verificar uma rodada', buy: 'Comprar bônus', jackpot: 'Jackpot', bet: 'Apostar', cancel: 'Cancelar aposta',
  open: 'Apostas abertas', closesIn: 'As apostas fecham em', results: 'Resultados', myBets: 'Minhas apostas', slip: 'Bilhete de aposta',
  odds: 'Odds', pick: 'Seu número', tradition: 'Tradicional', entertainment: 'Entretenimento', target: 'Alvo',
  hit: 'Acertou!', miss: 'Errou', card: 'Sua cartela', balls: 'Bolas', expired: 'Este link do jogo expirou.',
  error: 'Algo deu errado.', freeSpins: 'Giros grátis', paused: 'Pausado: responda à mensagem no site para continuar.',
  dealer: 'Crupiê', you: 'Você', hitCard: 'Pedir', stand: 'Parar', double: 'Dobrar', blackjack: 'Blackjack!', push: 'Empate: aposta devolvida',
  bust: 'Estourou', blackjackRules: 'Blackjack paga 3:2. O crupiê para em qualquer 17. É possível dobrar nas duas primeiras cartas.',
  realityDue: 'Lembrete de atividade: responda ao lembrete no site para continuar jogando.',
  slowDown: 'Muitas solicitações: vá com calma e tente de novo em {s} s.',
  yourLimits: 'Meus limites', limitSession: 'Você atingiu seu limite de tempo de sessão: faça uma pausa.', limitLeft: 'restante',
  lossLimit_day: 'Seu limite diário de perdas impede esta aposta', lossLimit_week: 'Seu limite semanal de perdas impede esta aposta',
  lossLimit_month: 'Seu limite mensal de perdas impede esta aposta', wagerLimit_day: 'Seu limite diário de apostas impede esta aposta',
  wagerLimit_week: 'Seu limite semanal de apostas impede esta aposta', wagerLimit_month: 'Seu limite mensal de apostas impede esta aposta',
  rolling_day: 'contado nas últimas 24 horas', rolling_week: 'contado nos últimos 7 dias', rolling_month: 'contado nos últimos 30 dias',
  game: 'Jogo', fairnessCheck: 'Verificação de imparcialidade', engine: 'Motor do jogo', serverSeed: 'Semente do servidor', seconds: '{s} s',
  fish_shrimp: 'Camarão', fish_puffer: 'Baiacu', fish_turtle: 'Tartaruga', fish_shark: 'Tubarão', fish_dragon: 'Dragão',
  pick_home: 'Casa', pick_draw: 'Empate', pick_away: 'Fora', pick_meron: 'Vermelho', pick_wala: 'Azul',
  pick_player: 'Jogador', pick_banker: 'Banca', pick_tie: 'Empate', pick_big: 'Alto', pick_small: 'Baixo', pick_odd: 'Ímpar', pick_even: 'Par',
  status_open: 'Aguardando resultado', status_settling: 'Liquidando', status_cancelling: 'Cancelando', status_cancelled: 'Cancelada',
  status_won: 'Ganha', status_lost: 'Perdida', status_push: 'Aposta devolvida',
  dragon: 'Dragão', tiger: 'Tigre', tie: 'Empate', sea: 'O mar e seus peixes', sound: 'Som', reels: 'Rolos',
  sym_cherry: 'Cereja', sym_lemon: 'Limão', sym_bell: 'Sino', sym_bar: 'Barra', sym_seven: 'Sete', sym_scatter: 'Símbolo disperso',
};
export default PT;
