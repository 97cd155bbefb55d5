/**
 * Game sounds, synthesised with Web Audio (no sound files). Off by default: the header's toggle
 * turns them on (a click, so the browser lets the audio start) and the choice is kept for the tab.
 */
const KEY = 'vendor-game-sound';
type Note = [hz: number, seconds: number];
const CUES = {
  spin: [
    [196, 0.05],
    [247, 0.05],
  ],
  stop: [[330, 0.05]],
  card: [[1400, 0.025]],
  ball: [[523, 0.07]],
  shot: [
    [880, 0.04],
    [660, 0.04],
  ],
  hit: [
    [660, 0.08],
    [990, 0.12],
  ],
  miss: [[150, 0.12]],
  win: [
    [523, 0.1],
    [659, 0.1],
    [784, 0.1],
    [1047, 0.22],
  ],
} satisfies Record<string, Note[]>;
export type Cue = keyof typeof CUES;

let context: AudioContext | null = null;

export function soundOn(): boolean {
  return sessionStorage.getItem(KEY) === 'on';
}

export function setSound(on: boolean): void {
  sessionStorage.setItem(KEY, on ? 'on' : 'off');
  if (on && !context && typeof AudioContext === 'function') context = new AudioContext();
  void context?.resume().catch(() => undefined);
}

/** plays a short cue when sound is on; never throws (a page without audio plays silently) */
export function cue(name: Cue): void {
  if (!soundOn()) return;
  try {
    if (!context) context = new AudioContext();
    let at = context.currentTime;
    for (const [hz, seconds] of CUES[name]) {
      const osc = context.createOscillator();
      const gain = context.createGain();
      osc.type = name === 'miss' ? 'sawtooth' : 'triangle';
      osc.frequency.value = hz;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.12, at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + seconds);
      osc.connect(gain).connect(context.destination);
      osc.start(at);
      osc.stop(at + seconds + 0.02);
      at += seconds;
    }
  } catch {
    /* no audio on this device */
  }
}
