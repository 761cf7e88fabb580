import type { S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { S3Location } from '../config/s3-address';
import type { FileStorage } from './storage';

/**
 * Photo files in an S3-compatible store (STORAGE_URL=s3://bucket/prefix?endpoint=…&region=…), so
 * that every process of a site reads and writes the same files. The app still serves them itself,
 * with the same access rules, ETag and 304 as from a folder: the store is never public.
 *
 * Credentials: those of the address (s3://KEY:SECRET@bucket…), else the SDK's own chain
 * (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, an instance role …). With an `endpoint` (MinIO,
 * Ceph, a provider other than AWS) the bucket is addressed in the path, as those expect.
 */

/** Whether the store said there is no such object (a GET's NoSuchKey, a HEAD's bare 404). */
function missing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/** The SDK is loaded with the first file asked for: a site on a folder never loads it. */
async function clientFor(location: S3Location): Promise<{ client: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> {
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    region: location.region,
    ...(location.endpoint ? { endpoint: location.endpoint, forcePathStyle: true } : {}),
    ...(location.credentials ? { credentials: location.credentials } : {}),
    // A store that does not answer fails the request (503, as a database would), not the process.
    maxAttempts: 2,
  });
  return { client, sdk };
}

export function s3Storage(location: S3Location): FileStorage {
  let connected: ReturnType<typeof clientFor> | undefined;
  const connect = () => (connected ??= clientFor(location));
  const { bucket, prefix } = location;
  const key = (name: string) => `${prefix}${name}`;
  return {
    async put(name, bytes) {
      // An object appears whole or not at all: S3 needs no write-then-rename.
      const { client, sdk } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket: bucket, Key: key(name), Body: bytes }));
    },
    async get(name) {
      const { client, sdk } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key(name) }));
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async has(name) {
      const { client, sdk } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key(name) }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async remove(name) {
      const { client, sdk } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key(name) }));
    },
    async *list() {
      const { client, sdk } = await connect();
      let token: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { name: object.Key.slice(prefix.length), modifiedAt: object.LastModified ?? new Date(0) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async removeUnfinished() {
      // Single-request uploads never leave half an object behind.
      return 0;
    },
  };
}
