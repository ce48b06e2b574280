// A stand-in recognition worker for the busy test: it starts, then never answers, so the pool stays full.
// The pool forks it: messages go over the process's IPC channel.
process.on('disconnect', () => process.exit(0));
process.on('message', () => undefined);
process.send({ ready: true });
