/**
 * Operator-uploaded content images: PNG or JPEG, at most 5 MB, the type read from the bytes (never
 * from a name), kept in the database and served by our server at `/content-images/{id}.{ext}`.
 */
import { CONTENT_FILE_PATHS, IMAGE_MAX_BYTES } from '../../src/contracts/content/calls';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import { decodePicture, type Picture } from '../media/images';

export type StoredImage = { id: number; mime: 'image/png' | 'image/jpeg'; content: Buffer };

export function imageUrl(id: number, mime: string): string {
  return `${CONTENT_FILE_PATHS.images}/${id}.${mime === 'image/png' ? 'png' : 'jpg'}`;
}

/** base64 (optionally a data: URL) or raw bytes → checked bytes and their type. */
export function checkImage(input: string | Uint8Array): Picture {
  return decodePicture(
    input,
    { type: () => new ApiError('content.image.invalid'), size: () => new ApiError('content.image.too.large') },
    IMAGE_MAX_BYTES,
  );
}

export async function saveImage(
  db: Queryable,
  tenantId: string,
  input: string | Uint8Array,
  by: string,
  now: Date,
): Promise<{ id: number; url: string }> {
  const { bytes, mime, sha256 } = checkImage(input);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO content_images (tenant_id, mime, size, sha256, content, created_by, created_at)
     VALUES ($1, $2, $3, $4, decode($5, 'hex'), $6, $7) RETURNING id`,
    [tenantId, mime, bytes.length, sha256, bytes.toString('hex'), by, now],
  );
  if (!row) throw new Error('image insert returned no id');
  return { id: row.id, url: imageUrl(row.id, mime) };
}

export async function imageById(db: Queryable, id: number): Promise<StoredImage | undefined> {
  const rows = await db.query<{ id: number; mime: 'image/png' | 'image/jpeg'; content: Uint8Array }>(
    'SELECT id, mime, content FROM content_images WHERE id = $1',
    [id],
  );
  const r = rows[0];
  return r ? { id: r.id, mime: r.mime, content: Buffer.from(r.content) } : undefined;
}
