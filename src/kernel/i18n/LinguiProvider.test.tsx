import { i18n, setupI18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LinguiProvider } from './LinguiProvider';

let renders = 0;
function Greeting() {
  const { _ } = useLingui();
  renders++;
  return <p data-testid="greeting">{_('greeting')}</p>;
}

/** English active with its greeting ("Hello"), and the greeting shown under the provider. */
function showGreetingInEnglish() {
  act(() => i18n.loadAndActivate({ locale: 'en', messages: { greeting: 'Hello' } }));
  render(
    <LinguiProvider>
      <Greeting />
    </LinguiProvider>,
  );
}

// the provider's updates, seen through React's own startTransition
const transitions = vi.hoisted(() => ({ count: 0 }));
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  return {
    ...react,
    startTransition: (scope: () => void) => {
      transitions.count++;
      react.startTransition(scope);
    },
  };
});

describe('LinguiProvider', () => {
  it("shows the active language's strings and follows a catalog merged later", async () => {
    showGreetingInEnglish();
    expect(screen.getByTestId('greeting').textContent).toBe('Hello');
    const before = renders;
    i18n.load('en', { greeting: 'Hello again' });
    await waitFor(() => expect(screen.getByTestId('greeting').textContent).toBe('Hello again'));
    expect(renders).toBe(before + 1);
  });

  it('re-renders after a change as a transition (React renders it in slices), not as an urgent update', async () => {
    showGreetingInEnglish();
    const before = transitions.count;
    act(() => i18n.load('en', { greeting: 'Hello there' }));
    expect(transitions.count).toBe(before + 1);
    await waitFor(() => expect(screen.getByTestId('greeting').textContent).toBe('Hello there'));
  });

  it('switches language when another is activated', async () => {
    showGreetingInEnglish();
    i18n.load('km', { greeting: 'សួស្តី' });
    i18n.activate('km');
    await waitFor(() => expect(screen.getByTestId('greeting').textContent).toBe('សួស្តី'));
  });

  it('renders nothing before a language is active, then the strings once one is', async () => {
    const other = setupI18n();
    const { container } = render(
      <LinguiProvider i18n={other}>
        <Greeting />
      </LinguiProvider>,
    );
    expect(container.textContent).toBe('');
    act(() => other.loadAndActivate({ locale: 'en', messages: { greeting: 'Hi' } }));
    await waitFor(() => expect(container.textContent).toBe('Hi'));
  });
});
