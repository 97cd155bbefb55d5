/** Security questions: two different questions, each answered, confirmed with the login password. */
import { store, toastsAtom } from '@kernel';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, callsTo, mockFetch, renderScreen, reply, serve, toastTexts } from '../../test-utils';
import { QuestionsPanel } from './QuestionsPanel';

const PATH = '/wps/member/security/questions';
const ALL = ['first_school', 'first_pet', 'birth_city', 'mother_maiden', 'favourite_food'];
const puts = (fetchMock: ReturnType<typeof mockFetch>) => callsTo(fetchMock, PATH).filter(([, init]) => init?.method === 'PUT');

describe('QuestionsPanel', () => {
  afterEach(() => store.set(toastsAtom, []));

  it('offers the questions in words; says when answers are already set', async () => {
    const fetchMock = serve(mockFetch(), { [PATH]: reply({ questionIds: ALL, answered: [] }) });
    const { unmount } = renderScreen(<QuestionsPanel onChanged={() => {}} />, '/m/securityCenter?s=questions');
    const first = (await screen.findByTestId('question-0')) as HTMLSelectElement;
    expect([...first.options].map((o) => o.textContent)).toEqual([
      'Name of your first school?',
      'Name of your first pet?',
      'City where you were born?',
      "Your mother's maiden name?",
      'Your favourite food?',
    ]);
    expect((screen.getByTestId('question-1') as HTMLSelectElement).value).toBe('first_pet');
    expect(screen.queryByText('Your security questions are set. Saving replaces them.')).toBeNull();
    unmount();
    serve(fetchMock, { [PATH]: reply({ questionIds: ALL, answered: ['first_pet', 'birth_city'] }) });
    renderScreen(<QuestionsPanel onChanged={() => {}} />, '/m/securityCenter?s=questions');
    expect(await screen.findByText('Your security questions are set. Saving replaces them.')).toBeTruthy();
  });

  it('checks two different questions, answers of at least 2 characters and the login password before sending', async () => {
    const fetchMock = serve(mockFetch(), { [PATH]: reply({ questionIds: ALL, answered: [] }) });
    renderScreen(<QuestionsPanel onChanged={() => {}} />, '/m/securityCenter?s=questions');
    const user = userEvent.setup();
    await screen.findByTestId('question-0');
    await user.selectOptions(screen.getByTestId('question-1'), 'first_school');
    await user.type(screen.getByTestId('answer-0'), ' x ');
    await user.click(screen.getByTestId('questions-submit'));
    expect(screen.getByText('Choose two different questions')).toBeTruthy();
    expect(screen.getByTestId('answer-0-error').textContent).toBe('At least 2 characters');
    expect(screen.getByTestId('answer-1-error').textContent).toBe('At least 2 characters');
    expect(screen.getByTestId('questions-login-error').textContent).toBe('Enter your login password');
    await user.selectOptions(screen.getByTestId('question-1'), 'birth_city');
    expect(screen.queryByText('Choose two different questions')).toBeNull();
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it('saves the chosen questions with their answers; the login password is cleared, the overview told', async () => {
    const fetchMock = mockFetch();
    let answered: string[] = [];
    serve(fetchMock, {
      [`GET ${PATH}`]: () => reply({ questionIds: ALL, answered }),
      [`PUT ${PATH}`]: () => {
        answered = ['mother_maiden', 'favourite_food'];
        return reply({ questionIds: ALL, answered });
      },
    });
    const changed = vi.fn();
    renderScreen(<QuestionsPanel onChanged={changed} />, '/m/securityCenter?s=questions');
    const user = userEvent.setup();
    await screen.findByTestId('question-0');
    await user.selectOptions(screen.getByTestId('question-0'), 'mother_maiden');
    await user.selectOptions(screen.getByTestId('question-1'), 'favourite_food');
    await user.type(screen.getByTestId('answer-0'), 'Tan');
    await user.type(screen.getByTestId('answer-1'), 'Noodles');
    await user.type(screen.getByTestId('questions-login'), 'secret12');
    await user.click(screen.getByTestId('questions-submit'));
    await vi.waitFor(() => expect(changed).toHaveBeenCalledOnce());
    expect(bodyOf(puts(fetchMock)[0])).toEqual({
      answers: [
        { questionId: 'mother_maiden', answer: 'Tan' },
        { questionId: 'favourite_food', answer: 'Noodles' },
      ],
      loginPassword: 'secret12',
    });
    expect(toastTexts()).toContain('Security questions saved');
    expect(screen.getByTestId('questions-login')).toHaveProperty('value', '');
    expect(await screen.findByText('Your security questions are set. Saving replaces them.')).toBeTruthy();
  });

  it('a wrong login password is said, and the answers and the password are kept', async () => {
    serve(mockFetch(), {
      [`GET ${PATH}`]: reply({ questionIds: ALL, answered: [] }),
      [`PUT ${PATH}`]: reply(null, false, 'wallet.login.password.invalid'),
    });
    const changed = vi.fn();
    renderScreen(<QuestionsPanel onChanged={changed} />, '/m/securityCenter?s=questions');
    const user = userEvent.setup();
    await screen.findByTestId('question-0');
    await user.type(screen.getByTestId('answer-0'), 'Riverside');
    await user.type(screen.getByTestId('answer-1'), 'Milo');
    await user.type(screen.getByTestId('questions-login'), 'wrong1');
    await user.click(screen.getByTestId('questions-submit'));
    await vi.waitFor(() => expect(toastTexts()).toEqual(['Wrong login password']));
    expect(screen.getByTestId('answer-0')).toHaveProperty('value', 'Riverside');
    expect(screen.getByTestId('answer-1')).toHaveProperty('value', 'Milo');
    expect(screen.getByTestId('questions-login')).toHaveProperty('value', 'wrong1');
    expect(changed).not.toHaveBeenCalled();
  });
  it('a failed load of the questions is said with Retry instead of a form that cannot tell whether they are set', async () => {
    const fetchMock = serve(mockFetch(), { [PATH]: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderScreen(<QuestionsPanel onChanged={() => {}} />, '/m/securityCenter?s=questions');
    const error = await screen.findByTestId('questions-error');
    expect(error.textContent).toContain('No internet connection or the connection is slow. Please try again.');
    expect(screen.queryByTestId('questions-form')).toBeNull();
    serve(fetchMock, { [PATH]: reply({ questionIds: ALL, answered: ['first_pet', 'birth_city'] }) });
    await userEvent.setup().click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Your security questions are set. Saving replaces them.')).toBeTruthy();
    expect(screen.queryByTestId('questions-error')).toBeNull();
  });

  it('a failed reload after saving is said with Retry; the answers typed come back with the form', async () => {
    const fetchMock = serve(mockFetch(), {
      [`GET ${PATH}`]: reply({ questionIds: ALL, answered: [] }),
      [`PUT ${PATH}`]: reply({ questionIds: ALL, answered: ['first_school', 'first_pet'] }),
    });
    renderScreen(<QuestionsPanel onChanged={() => {}} />, '/m/securityCenter?s=questions');
    const user = userEvent.setup();
    await screen.findByTestId('question-0');
    await user.type(screen.getByTestId('answer-0'), 'Riverside');
    await user.type(screen.getByTestId('answer-1'), 'Milo');
    await user.type(screen.getByTestId('questions-login'), 'secret12');
    serve(fetchMock, {
      [`GET ${PATH}`]: reply(null, false, 'system.unknown.code'),
      [`PUT ${PATH}`]: reply({ questionIds: ALL, answered: ['first_school', 'first_pet'] }),
    });
    await user.click(screen.getByTestId('questions-submit'));
    const error = await screen.findByTestId('questions-error');
    expect(error.textContent).toContain('Unknown error');
    serve(fetchMock, { [`GET ${PATH}`]: reply({ questionIds: ALL, answered: ['first_school', 'first_pet'] }) });
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Your security questions are set. Saving replaces them.')).toBeTruthy();
    expect(screen.getByTestId('answer-0')).toHaveProperty('value', 'Riverside');
    expect(screen.getByTestId('answer-1')).toHaveProperty('value', 'Milo');
  });
});
