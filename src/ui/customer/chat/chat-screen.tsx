import type { ReactNode } from 'react';
import { chatTexts } from '../../../content/chat';
import type { ChatMessage } from '../../../machines/chat/machine';
import { chat as styles } from './chat.styles';
import { Conversation } from './conversation';

/** The Pro chat's screen: its title, the conversation, and the prompt under it. */
export function ChatScreen({ messages, prompt }: { messages: ChatMessage[]; prompt: ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.title}>{chatTexts.title}</h1>
        <p className={styles.muted}>{chatTexts.subtitle}</p>
      </div>
      <div className={styles.panel}>
        <Conversation messages={messages} />
        {prompt}
      </div>
    </div>
  );
}
