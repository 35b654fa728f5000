#!/usr/bin/env node
// `npm start`: build if needed, then run the server (it migrates the database and
// serves the API and the web app on http://localhost:3000 by default).
import { ensureBuilt } from './ensure-built.mjs';

ensureBuilt();
await import('../apps/server/dist/server.js');
