// The yardstick for a route's benchmark: a bare Fastify answering the same JSON body (BENCH_BODY_FILE) at `/`.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.BENCH_BODY_FILE!, 'utf8');
const app = Fastify({ logger: false });
app.get('/', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
