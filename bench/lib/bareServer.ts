// The baseline of the small reads: a bare Fastify server answering one JSON
// route with the same body the real server answers, in a process of its own
// as the real server runs. Started by bench/lib/bareBaseline.ts.
import Fastify from 'fastify';

const [port, bodyJson] = [Number(process.argv[2]), process.env.BARE_BODY ?? '{}'];
const body = JSON.parse(bodyJson) as unknown;
const app = Fastify({ logger: false });
app.get('/bare', async () => body);
await app.listen({ port, host: '127.0.0.1' });
console.log('listening');
