/** A picture file read as a data: URL and uploaded through the brand's content-image route (the server checks type and weight). */
import { api } from '../../app/api';
import { Uploaded } from './schemas';

function dataUrlOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable file')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

export async function uploadPicture(tenant: string, file: File): Promise<string> {
  const saved = await api('POST', `/tenants/${tenant}/content/images`, Uploaded, { image: await dataUrlOf(file) });
  return saved.url;
}
