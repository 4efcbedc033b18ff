import { SHELL_SLOT } from '../../components/app-shell-slots';
import { ChatScreen } from './chat-screen';
import { PromptFields } from './prompt-form';

const inert = () => {};

/**
 * The Pro chat as it first shows, empty: what the app shell draws for /customer/chat, hidden
 * until the early start has read the stored roles and found the chat open to them
 * (src/boot/signed-in-early-start.ts); others get Subscription Required from the app. Typing
 * into it meanwhile is replayed on the app's prompt (src/boot/early-interactions.ts).
 */
export function ChatFirstFrame() {
  return (
    <div hidden {...{ [SHELL_SLOT.forChat]: '' }}>
      <ChatScreen
        messages={[]}
        prompt={
          <PromptFields
            input=""
            busy={false}
            length={0}
            showsCounter={false}
            tooLong={false}
            onChange={inert}
            onSubmit={inert}
          />
        }
      />
    </div>
  );
}
