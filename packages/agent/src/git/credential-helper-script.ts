// The credential helper git runs for a job's remote (`credential.<remote>.helper`, see credential-socket.ts):
// it hands git's request to the server over the job's private socket and prints the server's answer, so
// that the token reaches git through this pipe only, never through a file, git's environment or its
// arguments. Run by git as `node credential-helper-script.js <socket> <get|store|erase>`.
import { connect } from 'node:net';

const [socketPath, operation] = process.argv.slice(2);
let request = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk: string) => (request += chunk));
process.stdin.on('end', () => {
  if (!socketPath) return;
  const socket = connect(socketPath);
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (answer += chunk));
  socket.on('end', () => process.stdout.write(answer));
  // No server (the job ended): no credential; git reports the failure.
  socket.on('error', () => undefined);
  socket.end(JSON.stringify({ operation, request }));
});
