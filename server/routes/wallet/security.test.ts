import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../accounts/secrets';
import { fileTestApp } from '../../test/app';
import { countRows } from '../../wallet/test/fixtures';
import { loggedInPlayer, type Player, walletCall } from '../../wallet/test/session';

const t = fileTestApp();

async function player(contact: { mobile?: string; email?: string } = {}): Promise<Player> {
  const p = await loggedInPlayer(t.app);
  await t.app.db.query('UPDATE members SET password_hash = $2, country_dialing_code = $3, mobile_num = $4, email = $5 WHERE id = $1', [
    p.member.id,
    await hashPassword('login123'),
    contact.mobile ? '+855' : null,
    contact.mobile ?? null,
    contact.email ?? null,
  ]);
  return p;
}

async function lastCode(recipient: string): Promise<string> {
  const [row] = await t.app.db.query<{ body: string }>('SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [
    recipient,
  ]);
  const m = /(?<!\d)(\d{6})(?!\d)/.exec(row?.body ?? '');
  if (!m?.[1]) throw new Error(`no code for ${recipient}`);
  return m[1];
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0]);

describe('security centre', () => {
  it('shows the overview: passwords, cards, questions, real name, masked contacts', async () => {
    const p = await player({ mobile: '12345678', email: 'alice@example.com' });
    expect((await walletCall(t.app, p, 'securityConfig')).json().value).toEqual({
      hasLoginPassword: true,
      hasFundPassword: false,
      bankCardCount: 0,
      securityQuestionsSet: false,
      realNameStatus: 'none',
      mobile: '+855 ****5678',
      email: 'a***@example.com',
    });
  });

  it('withdrawal password: set with the login password, change with the old one, reset with an SMS code', async () => {
    const p = await player({ mobile: '87654321' });
    expect((await walletCall(t.app, p, 'setFundPassword', { body: { password: '123456', loginPassword: 'wrong' } })).json().code).toBe(
      'wallet.login.password.invalid',
    );
    expect((await walletCall(t.app, p, 'setFundPassword', { body: { password: '12345', loginPassword: 'login123' } })).json().code).toBe(
      'request.invalid',
    );
    expect(
      (await walletCall(t.app, p, 'setFundPassword', { body: { password: '123456', loginPassword: 'login123' } })).json().value
        .hasFundPassword,
    ).toBe(true);
    expect((await walletCall(t.app, p, 'setFundPassword', { body: { password: '654321', loginPassword: 'login123' } })).json().code).toBe(
      'wallet.fund.password.already.set',
    );
    expect((await walletCall(t.app, p, 'changeFundPassword', { body: { oldPassword: '999999', newPassword: '654321' } })).json().code).toBe(
      'wallet.fund.password.invalid',
    );
    expect((await walletCall(t.app, p, 'changeFundPassword', { body: { oldPassword: '123456', newPassword: '123456' } })).json().code).toBe(
      'request.invalid',
    );
    expect(
      (await walletCall(t.app, p, 'changeFundPassword', { body: { oldPassword: '123456', newPassword: '654321' } })).json().success,
    ).toBe(true);

    expect((await walletCall(t.app, p, 'sendFundPasswordCode', { body: { channel: 'email' } })).json().code).toBe(
      'wallet.security.contact.missing',
    );
    const sent = (await walletCall(t.app, p, 'sendFundPasswordCode', { body: { channel: 'sms' } })).json().value;
    expect(sent.recipient).toBe('****4321');
    expect((await walletCall(t.app, p, 'sendFundPasswordCode', { body: { channel: 'sms' } })).json().code).toBe(
      'wallet.security.rate.limited',
    );
    const code = await lastCode('+85587654321');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await walletCall(t.app, p, 'resetFundPassword', { body: { channel: 'sms', code: wrong, newPassword: '112233' } })).json().code,
    ).toBe('wallet.security.code.invalid');
    expect(
      (await walletCall(t.app, p, 'resetFundPassword', { body: { channel: 'sms', code, newPassword: '112233' } })).json().success,
    ).toBe(true);
    expect((await walletCall(t.app, p, 'resetFundPassword', { body: { channel: 'sms', code, newPassword: '445566' } })).json().code).toBe(
      'wallet.security.code.invalid',
    );
    expect(
      (await walletCall(t.app, p, 'changeFundPassword', { body: { oldPassword: '112233', newPassword: '778899' } })).json().success,
    ).toBe(true);
  });

  it('bank cards: add with the withdrawal password, no duplicates, remove', async () => {
    const p = await player();
    const add = (body: object) =>
      walletCall(t.app, p, 'addBankCard', {
        body: { bankCode: 'WING', accountName: 'Bob Lee', accountNo: '11112222333', fundPassword: '123456', ...body },
      });
    expect((await add({})).json().code).toBe('wallet.fund.password.not.set');
    await walletCall(t.app, p, 'setFundPassword', { body: { password: '123456', loginPassword: 'login123' } });
    expect((await add({ accountNo: '12ab' })).json().code).toBe('request.invalid');
    expect((await add({ bankCode: 'NOPE' })).json().code).toBe('wallet.deposit.bank.unknown');
    const cards = (await add({})).json().value;
    expect(cards).toHaveLength(1);
    expect((await add({ accountNo: '1111-2222-333' })).json().code).toBe('wallet.bank.card.exists');
    expect((await walletCall(t.app, p, 'removeBankCard', { query: { bankCardId: String(cards[0].bankCardId) } })).json().value).toEqual([]);
    expect((await walletCall(t.app, p, 'bankCards')).json().value).toEqual([]);
  });

  it('security questions: 2-3 different questions with the login password; answers never come back', async () => {
    const p = await player();
    const answers = [
      { questionId: 'first_pet', answer: 'Rex' },
      { questionId: 'birth_city', answer: 'Phnom Penh' },
    ];
    expect(
      (await walletCall(t.app, p, 'setSecurityQuestions', { body: { answers: [answers[0]], loginPassword: 'login123' } })).json().code,
    ).toBe('request.invalid');
    expect(
      (
        await walletCall(t.app, p, 'setSecurityQuestions', { body: { answers: [answers[0], answers[0]], loginPassword: 'login123' } })
      ).json().code,
    ).toBe('request.invalid');
    const ok = (await walletCall(t.app, p, 'setSecurityQuestions', { body: { answers, loginPassword: 'login123' } })).json().value;
    expect(ok.answered).toEqual(['first_pet', 'birth_city']);
    expect(JSON.stringify(ok)).not.toContain('Rex');
  });

  it('real-name: JPEG/PNG read from the bytes, 5 MB at most, all three images before submitting', async () => {
    const p = await player();
    const up = (kind: string, bytes: Buffer) => walletCall(t.app, p, 'uploadRealName', { body: { kind, image: bytes.toString('base64') } });
    const before = await countRows(t.app.db, 'real_name_uploads');
    expect((await up('front', Buffer.from('GIF89a-not-allowed'))).json().code).toBe('wallet.upload.type.invalid');
    expect((await up('front', Buffer.from('%PDF-1.4 renamed.png'))).json().code).toBe('wallet.upload.type.invalid');
    const big = Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await up('front', big);
    expect(tooBig.json().code).toBe('wallet.upload.too.large');
    expect(await countRows(t.app.db, 'real_name_uploads')).toBe(before);
    expect((await up('front', JPEG)).json().message).toBe('');
    await up('back', PNG);
    expect((await walletCall(t.app, p, 'submitRealName', { body: { realName: 'Alice Tan', idNumber: 'AB123456' } })).json().code).toBe(
      'wallet.realname.incomplete',
    );
    await up('selfie', JPEG);
    const submitted = (await walletCall(t.app, p, 'submitRealName', { body: { realName: 'Alice Tan', idNumber: 'AB123456' } })).json();
    expect(submitted.message).toBe('');
    const done = submitted.value;
    expect(done).toMatchObject({ status: 'pending', realName: 'Alice Tan', idNumberMasked: '****3456' });
    const [row] = await t.app.db.query<{ mime: string }>(`SELECT mime FROM real_name_uploads WHERE member_id = $1 AND kind = 'back'`, [
      p.member.id,
    ]);
    expect(row?.mime).toBe('image/png');
  });
});
