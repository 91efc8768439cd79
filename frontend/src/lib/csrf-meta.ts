import { CSRF_META_NAME } from '@app/shared/csrf';

/** The anti-forgery token kept in `<meta name="csrf-token">` (architecture §5). */
export function readCsrfMeta(doc: Document = document): string | undefined {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${CSRF_META_NAME}"]`)?.content;
  return content ? content : undefined;
}

export function writeCsrfMeta(token: string, doc: Document = document): void {
  let meta = doc.querySelector<HTMLMetaElement>(`meta[name="${CSRF_META_NAME}"]`);
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = CSRF_META_NAME;
    doc.head.append(meta);
  }
  meta.content = token;
}
