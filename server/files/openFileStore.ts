import { DiskFileStore } from './diskStore.js';
import type { FileStoreSettings } from './fileStoreConfig.js';
import type { FileStore } from './fileStore.js';
import { S3FileStore } from './s3Store.js';

/** The store FILE_STORE names (server/config.ts): the disk under DATA_DIR by default. */
export const openFileStore = (settings: FileStoreSettings, dataDir: string): Promise<FileStore> =>
  settings.kind === 's3' ? S3FileStore.open(settings) : Promise.resolve(new DiskFileStore(dataDir));
