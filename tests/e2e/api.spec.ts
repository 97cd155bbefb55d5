/** The server alone: each brand host gets its own status; the built site is served under /m. */
import { DEMO_BRANDS, expect, getJson, hostGet, tenant, test } from './support/fixtures';

type Status = {
  success: boolean;
  code: string;
  value: { status: number; info: { site: { id: string; defaultLanguage: string; brandName: string } }; location: { ip: string } };
};

for (const id of DEMO_BRANDS) {
  test(`status call answers for ${id}.localhost with that brand`, async ({ server }) => {
    const t = tenant(id);
    const res = await getJson<Status>(server.port, id, '/wps/system/status');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.value.status).toBe(0);
    expect(res.body.value.info.site).toMatchObject({ id, brandName: t.brandName, defaultLanguage: t.defaultLanguage });
    expect(res.body.value.location.ip).toMatch(/127\.0\.0\.1|::1/);
  });
}

test('the built site is served under /m', async ({ server }) => {
  const res = await hostGet(server.port, 'lotus', '/m/home');
  expect(res.status).toBe(200);
  expect(String(res.headers['content-type'])).toContain('text/html');
  expect(res.text).toMatch(/<html/i);
});
