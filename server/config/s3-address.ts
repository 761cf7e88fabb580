/**
 * STORAGE_URL, read apart from the store itself (./s3-storage.ts), so that the configuration checks
 * it without loading the AWS SDK into every process.
 */

export interface S3Location {
  bucket: string;
  /** Names are stored under it ("photos/"), or at the bucket's root (""). */
  prefix: string;
  endpoint: string | null;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

/** The parts of STORAGE_URL; null when it is not an s3:// address with a bucket (the configuration says so). */
export function parseS3Url(url: string): S3Location | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  if (parsed.protocol !== 's3:' || parsed.hostname === '') return null;
  const endpoint = parsed.searchParams.get('endpoint');
  if (endpoint !== null && !(URL.canParse(endpoint) && ['http:', 'https:'].includes(new URL(endpoint).protocol))) return null;
  const prefix = decodeURIComponent(parsed.pathname.replace(/^\/+/, ''));
  return {
    bucket: parsed.hostname,
    prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
    endpoint,
    region: parsed.searchParams.get('region') ?? 'us-east-1',
    credentials: parsed.username ? { accessKeyId: decodeURIComponent(parsed.username), secretAccessKey: decodeURIComponent(parsed.password) } : null,
  };
}
