// A stand-in worker that cannot start, as when the OCR models are missing.
throw new Error('models missing');
