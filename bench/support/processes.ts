import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface Started<T> {
  info: T;
  child: ChildProcess;
}

/** Starts a TypeScript file in its own process and waits for the JSON line it prints when ready. */
export async function startProcess<T>(
  file: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<Started<T>> {
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  const stdout = child.stdout;
  if (!stdout) throw new Error(`${file} has no stdout`);
  const lines = createInterface({ input: stdout });
  const info = await new Promise<T>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code} before it was ready`)));
    lines.once('line', (line) => resolve(JSON.parse(line)));
  });
  return { info, child };
}

export function stop(...processes: Started<unknown>[]) {
  for (const started of processes) started.child.kill('SIGTERM');
}

const CPU_QUESTION = 'cpu-usage';

/** Lets the parent ask a started server how much processor time it has used so far. */
export function answerCpuQuestions() {
  process.on('message', (message) => {
    if (message !== CPU_QUESTION) return;
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMicros: user + system });
  });
}

/** Processor time, in microseconds, a server started with `answerCpuQuestions` has used so far. */
export async function cpuMicros(started: Started<unknown>): Promise<number> {
  const answer = new Promise<number>((resolve) => {
    const listen = (message: unknown) => {
      if (typeof message !== 'object' || message === null || !('cpuMicros' in message)) return;
      started.child.off('message', listen);
      resolve(Number(message.cpuMicros));
    };
    started.child.on('message', listen);
  });
  started.child.send(CPU_QUESTION);
  return answer;
}
