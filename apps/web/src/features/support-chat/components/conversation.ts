import { useEffect, useState } from "react";
import type { ChatAnswer } from "../api/answer-question";

/** One turn of the support chat: a question, and its answer once it came. */
export interface ChatTurn {
  id: string;
  question: string;
  answer: ChatAnswer | null;
}

/** Where the conversation is kept for the browser session (closing the tab forgets it). */
export const conversationStorageKey = "agora.support-chat";

/** Turns kept, oldest dropped first: the panel is for a few questions, not an archive. */
const turnsKeptMax = 20;

function readStored(): ChatTurn[] {
  try {
    const raw = sessionStorage.getItem(conversationStorageKey);
    const turns = raw ? (JSON.parse(raw) as unknown) : [];
    // A turn whose answer never came (the tab closed while asking) is dropped.
    return Array.isArray(turns) ? (turns as ChatTurn[]).filter((turn) => turn?.answer) : [];
  } catch {
    return [];
  }
}

/** The conversation of this browser session, kept across page changes and reloads. */
export function useConversation() {
  const [turns, setTurns] = useState<ChatTurn[]>(readStored);
  useEffect(() => {
    try {
      sessionStorage.setItem(conversationStorageKey, JSON.stringify(turns.slice(-turnsKeptMax)));
    } catch {
      // Storage full or blocked: the conversation still lives while the panel is open.
    }
  }, [turns]);
  return { turns, setTurns };
}
