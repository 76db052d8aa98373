// Writes sdks/python/agora/_protocol.py from packages/contracts/src/realtime-protocol.ts
// (`npm run generate:python-constants`, after changing a protocol constant; decision 066).
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { pythonConstantsPath, renderPythonConstants } from "../protocol-constants";

writeFileSync(pythonConstantsPath, renderPythonConstants());
process.stdout.write(`wrote ${fileURLToPath(pythonConstantsPath)}\n`);
