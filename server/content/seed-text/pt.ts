/** The demo content in Portuguese (Brazilian, the player addressed as «você»). */
import type { SeedText } from './shape';

export const pt: SeedText = {
  categories: { newMembers: 'Novos membros', daily: 'Diárias', vip: 'VIP' },
  promotions: {
    welcome: [
      'Bônus de boas-vindas de 100%',
      '<p>Faça seu primeiro depósito em {brand} e solicite: nós dobramos o valor.</p><ul><li>Uma solicitação por membro</li><li>Rollover de 10 vezes o bônus antes do saque</li></ul>',
    ],
    checkIn: ['Bônus diário de check-in', '<p>Entre todos os dias e resgate um pequeno bônus. Uma promoção de longo prazo.</p>'],
    bigWin: ['Compartilhe sua grande vitória', '<p>Ganhou alto? Envie um print da vitória e diga qual foi o jogo.</p>'],
    birthday: [
      'Presente de aniversário VIP',
      '<p>Membros VIP ganham um presente no mês do aniversário. Envie uma foto do seu documento de identidade.</p>',
    ],
    rebate: ['Cashback semanal de 1%', '<p>Receba de volta 1% do seu volume de apostas semanal. Conte quais jogos você jogou.</p>'],
  },
  homeBanners: { welcome: 'Bônus de boas-vindas', slots: 'Slots', live: 'Cassino ao vivo' },
  groupBanners: {
    promotion: 'Promoções',
    rng: 'Slots',
    sports: 'Esportes',
    pvp: 'Jogos de cartas',
    live: 'Cassino ao vivo',
    fish: 'Pescaria',
    lott: 'Loteria',
    elott: 'Loteria eletrônica',
    reg: 'Cadastre-se hoje',
  },
  notices: {
    welcome: [
      'Boas-vindas a {brand}',
      '<p>Obrigado por se juntar a <b>{brand}</b>.</p><p>Os depósitos caem em poucos minutos; fale com o atendimento ao cliente a qualquer hora.</p>',
    ],
    maintenance: ['Manutenção programada', '<p>Alguns provedores de jogos estarão em manutenção no domingo, das 02:00 às 04:00.</p>'],
    newGames: ['Jogos novos toda semana', '<p>Descubra os novos slots e jogos de pescaria adicionados nesta semana.</p>'],
    responsible: [
      'Jogue com responsabilidade',
      '<p>Defina limites de depósito e de perdas nas suas configurações de jogo responsável.</p>',
    ],
    ended: ['O evento do mês passado terminou', '<p>Este evento terminou.</p>'],
    next: ['Na próxima semana', '<p>Um novo torneio começa na próxima semana.</p>'],
  },
  popups: {
    gift: ['Um presente para novos membros', '<p>Deposite hoje e ganhe um <b>bônus de boas-vindas de 100%</b>.</p>'],
    safeDeposit: [
      'Deposite com segurança',
      '<p>Deposite apenas nas contas mostradas na página de depósito. A equipe nunca vai pedir a sua senha.</p>',
    ],
  },
  hot: { jackpotWeek: ['Semana do jackpot', '<p>Nesta semana, todo jogo com jackpot tem um sorteio de bônus.</p>'] },
  agent: {
    commission: ['Acerto de comissões', '<p>As comissões do mês passado são acertadas no dia 5.</p>'],
    tools: [
      'Novas ferramentas para agentes',
      '<p>Os relatórios da equipe agora mostram os contratos de salário diário e de dividendos.</p>',
    ],
  },
  help: {
    about: [
      'Sobre nós',
      '<p>{brand} é um site de jogos on-line para jogadores com {age} anos ou mais. Os jogos vêm de provedores licenciados.</p>',
    ],
    deposit: ['Depósitos', '<p>Abra <b>Depositar</b>, escolha um método, informe o valor e siga os passos.</p>'],
    depositTime: [
      'Quanto tempo leva um depósito?',
      '<p>Pagamentos on-line caem na hora; transferências bancárias, depois que a equipe confirma, normalmente em até 15 minutos.</p>',
    ],
    depositMinimum: ['Depósito mínimo', '<p>A página de depósito mostra os limites de cada método.</p>'],
    withdraw: ['Saques', '<p>Adicione um cartão bancário na central de segurança e depois abra <b>Sacar</b>.</p>'],
    withdrawPending: [
      'Por que meu saque está pendente?',
      '<p>Os bônus precisam cumprir o rollover primeiro; a equipe verifica cada saque.</p>',
    ],
    responsible: [
      'Jogo responsável',
      '<p>Defina limites de depósito e de perdas, faça uma pausa ou faça a autoexclusão no seu perfil. Só podem jogar pessoas com {age} anos ou mais.</p>',
    ],
    terms: [
      'Termos e condições',
      '<p>Ao se cadastrar em {brand}, você aceita estes termos.</p><ol><li>Você tem {age} anos ou mais.</li><li>Uma conta por pessoa.</li><li>Os bônus seguem as regras de cada promoção.</li></ol>',
    ],
    termsAccounts: ['Contas', '<p>Mantenha sua senha em segredo; a equipe nunca a pede.</p>'],
    termsBonuses: ['Bônus', '<p>Um bônus precisa cumprir o rollover definido pela promoção antes do saque.</p>'],
    privacy: ['Privacidade', '<p>{brand} guarda seus dados para manter sua conta e nunca os vende.</p>'],
  },
};
