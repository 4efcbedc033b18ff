import {
  Badge,
  Box,
  Button,
  Flex,
  HStack,
  Image,
  LinkBox,
  LinkOverlay,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LuCalendar, LuInfo, LuShoppingCart } from 'react-icons/lu';
import { Link as RouterLink } from 'wouter';
import type { ScriptSummary } from '../../services/contract';
import { formatDate, formatPrice, isFreePrice, scriptPath } from './format';

/**
 * One script of the grid (spec section 2): the whole card opens the detail; Purchase goes to
 * the checkout, or Get Info (to the detail) once the script is the customer's.
 */
export function ScriptCard({
  script,
  onPurchase,
}: {
  script: ScriptSummary;
  onPurchase: (script: ScriptSummary) => void;
}) {
  const free = isFreePrice(script.price);
  const owned = script.isPurchased || free;
  return (
    <LinkBox
      as="article"
      display="flex"
      flexDirection="column"
      bg="bg.subtle"
      borderWidth="1px"
      borderColor="border"
      rounded="2xl"
      overflow="hidden"
      transition="border-color 0.15s, transform 0.15s"
      _hover={{ borderColor: 'brand.emphasized', transform: 'translateY(-2px)' }}
      _focusWithin={{ borderColor: 'brand.fg' }}
      data-testid="script-card"
    >
      <Image
        src={script.scriptImageUrl}
        alt=""
        // The charts are drawn 400 by 240: the browser keeps their place before they load.
        htmlWidth={400}
        htmlHeight={240}
        decoding="async"
        aspectRatio={5 / 3}
        w="full"
        objectFit="cover"
        bg="bg.muted"
      />
      <Stack gap="3" p="5" flex="1">
        <Flex justify="space-between" align="flex-start" gap="3">
          <LinkOverlay asChild>
            <RouterLink href={scriptPath(script.scriptName)}>
              <Text as="h2" fontSize="lg" fontWeight="semibold" lineHeight="short">
                {script.scriptName}
              </Text>
            </RouterLink>
          </LinkOverlay>
          <Badge size="lg" variant="subtle" colorPalette={free ? 'green' : 'brand'} flexShrink="0">
            {formatPrice(script.price)}
          </Badge>
        </Flex>
        <Text color="fg.muted" fontSize="sm" lineClamp={3}>
          {script.scriptDescription}
        </Text>
        <HStack gap="2" wrap="wrap">
          <Badge variant="outline">{script.platform}</Badge>
          <Badge variant="outline">{script.brokerage}</Badge>
          <Badge variant="outline">{script.application}</Badge>
        </HStack>
        <Flex mt="auto" pt="2" justify="space-between" align="center" gap="3">
          <HStack gap="1.5" color="fg.muted" fontSize="xs">
            <LuCalendar aria-hidden="true" />
            <Text as="span">
              <Text as="span" srOnly>
                Created{' '}
              </Text>
              {formatDate(script.createdOn)}
            </Text>
          </HStack>
          <Box position="relative" zIndex="1">
            {owned ? (
              <Button asChild size="sm" variant="outline" colorPalette="brand">
                <RouterLink
                  href={scriptPath(script.scriptName)}
                  aria-label={`Get Info: ${script.scriptName}`}
                >
                  <LuInfo /> Get Info
                </RouterLink>
              </Button>
            ) : (
              <Button
                size="sm"
                colorPalette="brand"
                aria-label={`Purchase ${script.scriptName}`}
                onClick={() => onPurchase(script)}
              >
                <LuShoppingCart /> Purchase
              </Button>
            )}
          </Box>
        </Flex>
      </Stack>
    </LinkBox>
  );
}
