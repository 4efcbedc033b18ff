import { Badge, Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { BRAND_NAME, TAGLINE } from '../../content/brand';

/** The home page's first screen; the full marketing page grows from here. */
export function HomePage() {
  return (
    <>
      <title>{`${BRAND_NAME} · Remove emotions from your trading`}</title>
      <Box
        bgImage="radial-gradient(ellipse at top, rgba(45, 212, 191, 0.16), transparent 60%)"
        borderBottomWidth="1px"
        borderColor="border.muted"
      >
        <Container maxW="5xl" py={{ base: '16', md: '28' }} textAlign="center">
          <Stack gap="6" align="center">
            <Badge colorPalette="brand" variant="subtle" size="lg" rounded="full" px="3">
              Automation for retail algo-traders
            </Badge>
            <Heading
              as="h1"
              size={{ base: '4xl', md: '6xl' }}
              letterSpacing="tight"
              lineHeight="1.1"
            >
              Remove Emotions
              <Text as="span" display="block" color="brand.fg">
                From the equation
              </Text>
            </Heading>
            <Text fontSize={{ base: 'md', md: 'xl' }} color="fg.muted" maxW="2xl">
              {TAGLINE} {BRAND_NAME} watches the regions of your screen you choose, detects your
              signals and places the trade the instant they fire.
            </Text>
            <HStack gap="3" wrap="wrap" justify="center">
              <Button asChild colorPalette="brand" size="lg">
                <RouterLink href="/download">Free Download</RouterLink>
              </Button>
              <Button asChild variant="outline" size="lg">
                <RouterLink href="/pricing">See pricing</RouterLink>
              </Button>
            </HStack>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
