import { spawn } from 'node:child_process';
import { once } from 'node:events';

export interface BareServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts bench/lib/bareServer.ts answering GET /bare with `body` (the real answer's JSON), and waits until it listens. */
export async function startBareServer(port: number, body: unknown): Promise<BareServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/bareServer.ts', String(port)], {
    env: { ...process.env, BARE_BODY: JSON.stringify(body) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await Promise.race([once(child.stdout, 'data'), once(child, 'exit').then(() => [Buffer.from('exited')])])) as [Buffer];
  if (!line.toString().includes('listening')) throw new Error(`bare server did not start: ${line.toString()}`);
  return {
    url: `http://127.0.0.1:${port}/bare`,
    stop: async () => {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
