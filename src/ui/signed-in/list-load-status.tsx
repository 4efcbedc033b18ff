import { Box, Button, Text } from '@chakra-ui/react';

type ListLoadStatusProps = {
  /** The first load is under way (a reload keeps what was shown). */
  loading: boolean;
  failed: boolean;
  texts: { loading: string; retry: string };
  onRetry: () => void;
};

/** A signed-in page's first load: a line saying what is on its way, or a retry after a failure. */
export function ListLoadStatus({ loading, failed, texts, onRetry }: ListLoadStatusProps) {
  return (
    <>
      {loading ? (
        <Text color="fg.muted" role="status">
          {texts.loading}
        </Text>
      ) : null}
      {failed ? (
        <Box>
          <Button variant="outline" onClick={onRetry}>
            {texts.retry}
          </Button>
        </Box>
      ) : null}
    </>
  );
}
