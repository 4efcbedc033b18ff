import { Image, type ImageProps } from '@chakra-ui/react';

/** A script's chart, drawn 400 by 240: the browser keeps its place before it loads. */
export function ScriptImage({ src, ...rest }: { src: string } & ImageProps) {
  return (
    <Image
      src={src}
      htmlWidth={400}
      htmlHeight={240}
      aspectRatio={5 / 3}
      w="full"
      objectFit="cover"
      bg="bg.muted"
      {...rest}
    />
  );
}
