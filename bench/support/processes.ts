import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
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

/** Clock ticks a second in /proc's processor times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * Processor time, in microseconds, any process on this machine has used so far, read from /proc
 * (Linux): for a server that cannot be asked, such as the built product.
 */
export async function cpuMicrosOfPid(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The command name in parentheses may hold spaces; the fields after it are fixed.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [user, system] = [Number(fields[11]), Number(fields[12])];
  return ((user + system) * 1_000_000) / TICKS_PER_SECOND;
}

/** The resident memory of a process, in bytes, read from /proc (Linux). */
export async function rssBytesOfPid(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kilobytes) throw new Error(`no resident memory for process ${pid}`);
  return Number(kilobytes) * 1024;
}
