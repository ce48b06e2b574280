// A stand-in face worker that cannot start, as when the models are missing.
throw new Error('models missing');
