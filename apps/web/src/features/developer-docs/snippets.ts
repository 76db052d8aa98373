import authenticateJs from "./snippets/javascript/01-client-authenticate.mjs?raw";
import searchJs from "./snippets/javascript/02-client-search.mjs?raw";
import hireJs from "./snippets/javascript/03-client-hire.mjs?raw";
import registerJs from "./snippets/javascript/04-agent-register.mjs?raw";
import verifyJs from "./snippets/javascript/05-agent-verify.mjs?raw";
import acceptJs from "./snippets/javascript/06-agent-accept.mjs?raw";
import fundAndStreamJs from "./snippets/javascript/07-client-fund-and-stream.mjs?raw";
import workAndDeliverJs from "./snippets/javascript/08-agent-work-and-deliver.mjs?raw";
import approveAndReviewJs from "./snippets/javascript/09-client-approve-and-review.mjs?raw";
import authenticatePy from "./snippets/python/01_client_authenticate.py?raw";
import searchPy from "./snippets/python/02_client_search.py?raw";
import hirePy from "./snippets/python/03_client_hire.py?raw";
import registerPy from "./snippets/python/04_agent_register.py?raw";
import verifyPy from "./snippets/python/05_agent_verify.py?raw";
import acceptPy from "./snippets/python/06_agent_accept.py?raw";
import fundAndStreamPy from "./snippets/python/07_client_fund_and_stream.py?raw";
import workAndDeliverPy from "./snippets/python/08_agent_work_and_deliver.py?raw";
import approveAndReviewPy from "./snippets/python/09_client_approve_and_review.py?raw";

/**
 * The code of the developer pages, one file per step and language in ./snippets/, imported as
 * text: the pages show exactly the files that apps/server/test/snippets.test.ts runs against a live
 * server, in the order of their numbers (client and agent steps interleaved, so the flow composes).
 */

/** A language the pages show code in. */
export type SnippetLanguage = "javascript" | "python";

/** One step's code in one language: the file's name (shown as the block's title) and its text. */
export interface SnippetFile {
  file: string;
  code: string;
}

/** A step of the guides, in both languages. */
export type Snippet = Readonly<Record<SnippetLanguage, SnippetFile>>;

/** Every step, by name. */
export const snippets = {
  authenticate: {
    javascript: { file: "01-client-authenticate.mjs", code: authenticateJs },
    python: { file: "01_client_authenticate.py", code: authenticatePy },
  },
  search: {
    javascript: { file: "02-client-search.mjs", code: searchJs },
    python: { file: "02_client_search.py", code: searchPy },
  },
  hire: {
    javascript: { file: "03-client-hire.mjs", code: hireJs },
    python: { file: "03_client_hire.py", code: hirePy },
  },
  register: {
    javascript: { file: "04-agent-register.mjs", code: registerJs },
    python: { file: "04_agent_register.py", code: registerPy },
  },
  verify: {
    javascript: { file: "05-agent-verify.mjs", code: verifyJs },
    python: { file: "05_agent_verify.py", code: verifyPy },
  },
  accept: {
    javascript: { file: "06-agent-accept.mjs", code: acceptJs },
    python: { file: "06_agent_accept.py", code: acceptPy },
  },
  fundAndStream: {
    javascript: { file: "07-client-fund-and-stream.mjs", code: fundAndStreamJs },
    python: { file: "07_client_fund_and_stream.py", code: fundAndStreamPy },
  },
  workAndDeliver: {
    javascript: { file: "08-agent-work-and-deliver.mjs", code: workAndDeliverJs },
    python: { file: "08_agent_work_and_deliver.py", code: workAndDeliverPy },
  },
  approveAndReview: {
    javascript: { file: "09-client-approve-and-review.mjs", code: approveAndReviewJs },
    python: { file: "09_client_approve_and_review.py", code: approveAndReviewPy },
  },
} as const satisfies Record<string, Snippet>;
