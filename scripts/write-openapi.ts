// Writes openapi.json at the repository root from the routes' schemas (`npm run openapi`).
// A test checks that the committed file equals what the routes generate.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/http/app.ts';
import { packageVersion } from '../src/http/server.ts';
import { StoreRegistry } from '../src/store/store-registry.ts';

export async function generateOpenApi(): Promise<string> {
  const refuse = async (): Promise<never> => {
    throw new Error('not used while generating the document');
  };
  const app = await buildApp({ auth: { login: refuse, authenticate: refuse }, stores: new StoreRegistry(), version: packageVersion() });
  await app.ready();
  const text = JSON.stringify(app.openapi(), null, 2) + '\n';
  await app.close();
  return text;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = fileURLToPath(new URL('../openapi.json', import.meta.url));
  writeFileSync(target, await generateOpenApi());
  process.stdout.write(`wrote ${target}\n`);
}
