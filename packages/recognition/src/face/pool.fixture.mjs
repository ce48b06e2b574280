// A stand-in face worker for the pool's tests: the first byte of the selfie says what to do.
process.on('disconnect', () => process.exit(0));
const face = { score: 0.99, box: [0, 0, 10, 10], real: 0.9, live: 0.9 };
process.on('message', (job) => {
  const order = job.selfie[0];
  if (order === 1) process.exit(3); // crash
  if (order === 2) return; // hang
  if (order === 3) return process.send({ id: job.id, error: { name: 'UnsupportedFaceInputError', message: 'not a readable picture' } });
  const delay = order === 4 ? 100 : 0;
  setTimeout(() => process.send({ id: job.id, result: { selfie: [face], portrait: [face], similarity: job.portrait.length / 100 } }), delay);
});
process.send({ ready: true });
