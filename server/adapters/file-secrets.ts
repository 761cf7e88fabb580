import fs from 'node:fs';
import path from 'node:path';

/**
 * The secrets that versions before issue 34 kept as files in DATA_DIR: `<name>.key` (a base64url
 * key: the unsubscribe links' keys) and the push key pair in `vapid.json`. A start takes them into
 * the database (server/domain/site/secrets.ts) and removes the files.
 */
export interface FileSecret {
  name: string;
  value: string;
  file: string;
}

export function fileSecrets(dataDir: string): FileSecret[] {
  if (!fs.existsSync(dataDir)) return [];
  return fs.readdirSync(dataDir)
    .filter((file) => file.endsWith('.key') || file === 'vapid.json')
    .map((file) => ({
      name: file === 'vapid.json' ? 'vapid' : file.slice(0, -'.key'.length),
      value: fs.readFileSync(path.join(dataDir, file), 'utf8').trim(),
      file: path.join(dataDir, file),
    }));
}

export function removeFileSecret(secret: FileSecret): void {
  fs.rmSync(secret.file, { force: true });
}
