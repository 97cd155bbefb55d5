/** The demo content in English, the source every other language translates. */
import type { SeedText } from './shape';

export const en: SeedText = {
  categories: { newMembers: 'New members', daily: 'Daily', vip: 'VIP' },
  promotions: {
    welcome: [
      '100% welcome bonus',
      '<p>Make your first deposit at {brand} and apply: we double it.</p><ul><li>One application per member</li><li>Turnover 10 times the bonus before withdrawal</li></ul>',
    ],
    checkIn: ['Daily check-in bonus', '<p>Log in every day and claim a small bonus. A long-term promotion.</p>'],
    bigWin: ['Share your big win', '<p>Won big? Upload a screenshot of the win and tell us the game.</p>'],
    birthday: ['VIP birthday gift', '<p>VIP members get a gift in their birthday month. Upload a photo of your ID.</p>'],
    rebate: ['Weekly 1% rebate', '<p>Get 1% of your weekly turnover back. Tell us which games you played.</p>'],
  },
  homeBanners: { welcome: 'Welcome bonus', slots: 'Slots', live: 'Live casino' },
  groupBanners: {
    promotion: 'Promotions',
    rng: 'Slots',
    sports: 'Sports',
    pvp: 'Card games',
    live: 'Live casino',
    fish: 'Fishing',
    lott: 'Lottery',
    elott: 'E-lottery',
    reg: 'Join today',
  },
  notices: {
    welcome: [
      'Welcome to {brand}',
      '<p>Thank you for joining <b>{brand}</b>.</p><p>Deposits are credited within minutes; contact customer service any time.</p>',
    ],
    maintenance: ['Scheduled maintenance', '<p>Some game providers will be under maintenance on Sunday from 02:00 to 04:00.</p>'],
    newGames: ['New games every week', '<p>Discover the new slots and fishing games added this week.</p>'],
    responsible: ['Play responsibly', '<p>Set deposit and loss limits in your responsible gaming settings.</p>'],
    ended: ['Last month event ended', '<p>This event has ended.</p>'],
    next: ['Coming next week', '<p>A new tournament starts next week.</p>'],
  },
  popups: {
    gift: ['A gift for new members', '<p>Deposit today and get a <b>100% welcome bonus</b>.</p>'],
    safeDeposit: [
      'Deposit safely',
      '<p>Only deposit to the accounts shown in the deposit page. Staff will never ask for your password.</p>',
    ],
  },
  hot: { jackpotWeek: ['Jackpot week', '<p>Every jackpot game pays a bonus draw this week.</p>'] },
  agent: {
    commission: ['Commission settlement', '<p>Commissions for last month are settled on the 5th.</p>'],
    tools: ['New agent tools', '<p>Team reports now show daily salary and dividend contracts.</p>'],
  },
  help: {
    about: ['About us', '<p>{brand} is an online games site for players aged {age} and over. Games come from licensed providers.</p>'],
    deposit: ['Deposits', '<p>Open <b>Deposit</b>, choose a method, enter the amount and follow the steps.</p>'],
    depositTime: [
      'How long does a deposit take?',
      '<p>Online payments arrive at once; bank transfers after staff confirm them, usually within 15 minutes.</p>',
    ],
    depositMinimum: ['Minimum deposit', '<p>The deposit page shows the limits of each method.</p>'],
    withdraw: ['Withdrawals', '<p>Add a bank card in the security centre, then open <b>Withdraw</b>.</p>'],
    withdrawPending: ['Why is my withdrawal pending?', '<p>Bonuses need their turnover first; staff check every withdrawal.</p>'],
    responsible: [
      'Responsible gaming',
      '<p>Set deposit and loss limits, take a time-out or exclude yourself in your profile. Only players aged {age} or over may play.</p>',
    ],
    terms: [
      'Terms and conditions',
      '<p>By registering at {brand} you accept these terms.</p><ol><li>You are {age} or older.</li><li>One account per person.</li><li>Bonuses follow the rules of each promotion.</li></ol>',
    ],
    termsAccounts: ['Accounts', '<p>Keep your password secret; staff never ask for it.</p>'],
    termsBonuses: ['Bonuses', '<p>A bonus must be wagered as its promotion says before withdrawal.</p>'],
    privacy: ['Privacy', '<p>{brand} keeps your data to run your account and never sells it.</p>'],
  },
};
