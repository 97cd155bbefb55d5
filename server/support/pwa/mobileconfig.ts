/**
 * The brand's iOS configuration profile (MOBILECONFIG download): a Web Clip that puts the site on
 * the home screen as a full-screen app (registerMethod WEBCLIP when registering from it). Unsigned:
 * iOS shows it as "Not Signed"; an operator signs it with the brand's certificate for production.
 */
import { createHash } from 'node:crypto';
import type { Tenant } from '../../../tenants/schema';
import { START_URL } from './manifest';

const xml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A stable UUID-shaped id from a seed (iOS replaces a profile with the same identifier and UUID). */
function uuidOf(seed: string): string {
  const h = createHash('sha256').update(seed).digest('hex').toUpperCase();
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-A${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export function webClipProfile(tenant: Tenant, origin: string, iconPng: Buffer): string {
  const id = `com.example.platform.${tenant.id}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>FullScreen</key><true/>
      <key>IsRemovable</key><true/>
      <key>Icon</key><data>${iconPng.toString('base64')}</data>
      <key>Label</key><string>${xml(tenant.brandName)}</string>
      <key>URL</key><string>${xml(origin + START_URL)}</string>
      <key>PayloadDisplayName</key><string>${xml(tenant.brandName)}</string>
      <key>PayloadIdentifier</key><string>${id}.webclip</string>
      <key>PayloadType</key><string>com.apple.webClip.managed</string>
      <key>PayloadUUID</key><string>${uuidOf(`${tenant.id}:webclip`)}</string>
      <key>PayloadVersion</key><integer>1</integer>
    </dict>
  </array>
  <key>PayloadDisplayName</key><string>${xml(tenant.brandName)}</string>
  <key>PayloadIdentifier</key><string>${id}</string>
  <key>PayloadRemovalDisallowed</key><false/>
  <key>PayloadType</key><string>Configuration</string>
  <key>PayloadUUID</key><string>${uuidOf(`${tenant.id}:profile`)}</string>
  <key>PayloadVersion</key><integer>1</integer>
</dict>
</plist>
`;
}
