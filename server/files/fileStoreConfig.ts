/** Where uploaded files are kept (FILE_STORE), read from the environment at startup. */
export type FileStoreSettings = { kind: 'disk' } | S3Settings;

export interface S3Settings {
  kind: 's3';
  bucket: string;
  /** An S3-compatible server (MinIO, Ceph, R2…); AWS itself when absent. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither: without them the SDK's own chain (AWS_* variables, an instance role) is used. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (http://host/bucket/key) rather than the host name: most S3-compatible servers need it. */
  forcePathStyle: boolean;
  /** Put before every key, so one bucket can hold other things too; '' or ending in '/'. */
  prefix: string;
}

const S3_VARIABLES = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'] as const;

/** A setting that cannot work stops the server at startup with what to change, never at the first upload. */
export class FileStoreConfigError extends Error {
  constructor(message: string) {
    super(`File store configuration: ${message}`);
  }
}

export function readFileStoreSettings(env: NodeJS.ProcessEnv): FileStoreSettings {
  const kind = env.FILE_STORE || 'disk';
  if (kind === 'disk') {
    const stray = S3_VARIABLES.filter((name) => env[name]);
    // Half a configuration would silently keep files on one machine's disk.
    if (stray.length > 0) throw new FileStoreConfigError(`${stray.join(', ')} set but FILE_STORE is not s3; set FILE_STORE=s3 or remove them.`);
    return { kind: 'disk' };
  }
  if (kind !== 's3') throw new FileStoreConfigError(`FILE_STORE=${kind} is unknown; use disk (the default) or s3.`);

  const bucket = env.S3_BUCKET;
  if (!bucket) throw new FileStoreConfigError('FILE_STORE=s3 needs S3_BUCKET.');
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]/.test(endpoint)) throw new FileStoreConfigError(`S3_ENDPOINT=${endpoint} is no http(s) URL.`);
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (!accessKeyId !== !secretAccessKey) throw new FileStoreConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS credential chain.');
  const prefix = env.S3_PREFIX ?? '';
  if (prefix.startsWith('/') || (prefix !== '' && !prefix.endsWith('/'))) throw new FileStoreConfigError(`S3_PREFIX=${prefix} must not start with '/' and must end with '/' (e.g. zanati/files/).`);
  return {
    kind: 's3',
    bucket,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, 'S3_FORCE_PATH_STYLE'),
    prefix,
  };
}

function flag(value: string | undefined, name: string): boolean {
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new FileStoreConfigError(`${name}=${value} is neither true nor false.`);
}
