/**
 * Issue 25 item 8: the resource routes (game art, content art, content images, demo downloads)
 * answer a missing file with the platform's 404 envelope, not plain text.
 */
import { describe, expect, it } from 'vitest';
import { fileTestApp } from '../test/app';

const t = fileTestApp();

describe('a missing resource is a 404 envelope', () => {
  it.each([
    ['game art: an unknown tile', '/game-art/tiles/NO_SUCH_GAME.svg'],
    ['game art: a bad tile name', '/game-art/tiles/..%2Fsecret.txt'],
    ['game art: an unknown vendor icon', '/game-art/vendors/nothing.svg'],
    ['content art: a bad file', '/content-art/nothing.svg'],
    ['content art: an unknown brand', '/content-art/banner-nosuchbrand-1.svg'],
    ['content images: an unknown id', '/content-images/999999'],
    ['content images: a bad id', '/content-images/abc'],
    ['demo download: not a download of the brand', '/demo/download/nothing.apk'],
  ])('%s (%s)', async (_what, url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { host: 'royal.localhost' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ success: false, code: 'request.not.found', value: null });
    expect(Object.keys(res.json()).sort()).toEqual(['code', 'message', 'success', 'value']);
  });
});
