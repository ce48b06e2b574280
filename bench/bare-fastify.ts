// The reference: a bare Fastify route answering a small JSON object, in its own process.
import Fastify from 'fastify';

const app = Fastify();
app.get('/hello', async () => ({ success: true, data: { hello: 'world' }, errorCode: null, errorMsg: null }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
