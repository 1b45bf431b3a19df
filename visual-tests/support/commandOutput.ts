/**
 * A command's `main` run in this process, its console output caught as the terminal would show it:
 * for commands that must reach the test's local server, which only an argument (never the command
 * line) can allow.
 */
export async function runCommand(
  run: () => Promise<number>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const { log, error } = console;
  let stdout = '';
  let stderr = '';
  console.log = (...parts: unknown[]) => (stdout += `${parts.join(' ')}\n`);
  console.error = (...parts: unknown[]) => (stderr += `${parts.join(' ')}\n`);
  try {
    const code = await run();
    return { code, stdout, stderr };
  } finally {
    Object.assign(console, { log, error });
  }
}
