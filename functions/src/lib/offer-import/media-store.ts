import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { MediaFile } from '../offer-engine/feed/gallery-media.ts';

/** Uploads gallery files; content-addressed keys make a repeated upload a no-op in effect. */
export async function uploadMedia(s3: S3Client, bucket: string, files: readonly MediaFile[]): Promise<void> {
  if (files.length > 0 && !bucket) throw new Error('The feed has gallery images but MEDIA_BUCKET is not set.');
  const queue = [...files];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let file = queue.pop(); file; file = queue.pop()) {
        await s3.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: file.key,
            Body: file.bytes,
            ContentType: file.contentType,
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        );
      }
    }),
  );
}
