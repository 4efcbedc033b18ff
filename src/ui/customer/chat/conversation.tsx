import { useEffect, useRef } from 'react';
import { LuSparkles } from 'react-icons/lu';
import { chatTexts } from '../../../content/chat';
import type { ChatMessage } from '../../../machines/chat/machine';
import { chat as styles } from './chat.styles';
import { ChatMessageView } from './chat-message';

/** The conversation, 24rem tall, following its newest message; an invitation while empty. */
export function Conversation({ messages }: { messages: ChatMessage[] }) {
  const area = useRef<HTMLDivElement>(null);

  // Follow the newest message (and a placeholder growing into its reply).
  useEffect(() => {
    if (area.current && messages.length > 0) area.current.scrollTop = area.current.scrollHeight;
  }, [messages]);

  return (
    <div
      ref={area}
      role="log"
      aria-label={chatTexts.conversationLabel}
      // The area scrolls; a keyboard reaches it even before it holds a code block.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus.
      tabIndex={0}
      className={styles.log}
    >
      {messages.length === 0 ? (
        <div className={styles.empty}>
          <div className={styles.emptyIcon} aria-hidden="true">
            <LuSparkles />
          </div>
          <p className={styles.emptyText}>{chatTexts.emptyConversation}</p>
        </div>
      ) : (
        <ul className={styles.messages}>
          {messages.map((message) => (
            <ChatMessageView key={message.id} message={message} />
          ))}
        </ul>
      )}
    </div>
  );
}
