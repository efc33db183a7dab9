/**
 * The rule for pre-signed URLs (src/text/signed-url.ts): which URLs carry a secret, how the log and
 * the summary show them, and what the runner is told to mask when an output carries one.
 */
import { describe, expect, test } from '@jest/globals'
import { md, mdLink } from '../src/text/markdown.js'
import {
  carriesSecret,
  secretPartsIn,
  secretPartsOf,
  shownUrl,
  withSignedUrlsHidden
} from '../src/text/signed-url.js'
import { oneLine, safeLines } from '../src/text/untrusted.js'

/** One URL of each family, the value that must never show, and the URL without its query. */
const families: Array<[string, { url: string; secret: string; shown: string }]> = [
  [
    'AWS S3 (X-Amz-*)',
    {
      url: 'https://releases.s3.amazonaws.com/builds/App.ipa?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20261123%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20261123T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=9f2c4e1ab07d33c5e8a1f6b2d4c0e9a7b3f5d1c8e2a4b6d0f9e7c5a3b1d2e4f6',
      secret: '9f2c4e1ab07d33c5e8a1f6b2d4c0e9a7b3f5d1c8e2a4b6d0f9e7c5a3b1d2e4f6',
      shown: 'https://releases.s3.amazonaws.com/builds/App.ipa (query hidden)'
    }
  ],
  [
    'AWS S3, a temporary credential in lower case (x-amz-security-token)',
    {
      url: 'https://releases.s3.amazonaws.com/App.ipa?x-amz-security-token=IQoJb3JpZ2luX2VjEJr%2F%2F%2F',
      secret: 'IQoJb3JpZ2luX2VjEJr%2F%2F%2F',
      shown: 'https://releases.s3.amazonaws.com/App.ipa (query hidden)'
    }
  ],
  [
    'Google Cloud Storage (X-Goog-*)',
    {
      url: 'https://storage.googleapis.com/releases/App.ipa?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=ci%40project.iam.gserviceaccount.com%2F20261123%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20261123T101500Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature=5d1e0c7a9b3f2e8d4c6a0b1f9e7d5c3a',
      secret: '5d1e0c7a9b3f2e8d4c6a0b1f9e7d5c3a',
      shown: 'https://storage.googleapis.com/releases/App.ipa (query hidden)'
    }
  ],
  [
    'Azure SAS (sig=)',
    {
      url: 'https://acct.blob.core.windows.net/builds/App.ipa?sv=2022-11-02&se=2026-11-24T10%3A00%3A00Z&sr=b&sp=r&sig=Zm9vYmFyYmF6cXV4%2Bq%2FvNw%3D',
      secret: 'Zm9vYmFyYmF6cXV4%2Bq%2FvNw%3D',
      shown: 'https://acct.blob.core.windows.net/builds/App.ipa (query hidden)'
    }
  ],
  [
    'CloudFront (Signature, Key-Pair-Id)',
    {
      url: 'https://d111111abcdef8.cloudfront.net/App.ipa?Expires=1795000000&Signature=nitfHRCrtziwO2HwPfWw~yYDhUF5EwRunQA-j19DzZrvDh6hQ73lDx~-ar3UocvvRQVw6EkC~GdpGQyyOSKQim-TxAnW7d8F5Kkai9HVx0FIu-5jcQb0UEmatEXAMPLE&Key-Pair-Id=K2JCJMDEHXQW5F',
      secret:
        'nitfHRCrtziwO2HwPfWw~yYDhUF5EwRunQA-j19DzZrvDh6hQ73lDx~-ar3UocvvRQVw6EkC~GdpGQyyOSKQim-TxAnW7d8F5Kkai9HVx0FIu-5jcQb0UEmatEXAMPLE',
      shown: 'https://d111111abcdef8.cloudfront.net/App.ipa (query hidden)'
    }
  ],
  [
    'a token parameter (Firebase Storage)',
    {
      url: 'https://firebasestorage.googleapis.com/v0/b/app/o/App.ipa?alt=media&token=4f1c2b3a-9d8e-4c7b-a6f5-e4d3c2b1a0f9',
      secret: '4f1c2b3a-9d8e-4c7b-a6f5-e4d3c2b1a0f9',
      shown: 'https://firebasestorage.googleapis.com/v0/b/app/o/App.ipa (query hidden)'
    }
  ],
  [
    'a key parameter, in upper case',
    {
      url: 'https://files.example.com/App.ipa?KEY=AIzaSyD3x4mpl3K3yV4lu3',
      secret: 'AIzaSyD3x4mpl3K3yV4lu3',
      shown: 'https://files.example.com/App.ipa (query hidden)'
    }
  ]
]

describe.each(families)('a pre-signed URL: %s', (_family, { url, secret, shown }) => {
  test('carries a secret, and is shown without its query', () => {
    expect(carriesSecret(url)).toBe(true)
    expect(shownUrl(url)).toBe(shown)
  })

  test('in the service’s words, in the log and in the summary, its query is hidden', () => {
    const words = `could not fetch ${url}: HTTP 403.`
    expect(oneLine(words)).toBe(`could not fetch ${shown}: HTTP 403.`)
    expect(safeLines(`first\n${words}`)).not.toContain(secret)
    expect(md(words)).not.toContain(secret)
    const link = mdLink(url, url)
    expect(link).not.toContain(secret)
    expect(link).not.toContain('](')
  })

  test('the runner masks its whole query, and the credential on its own', () => {
    const query = url.slice(url.indexOf('?') + 1)
    expect(secretPartsOf(url)).toEqual(expect.arrayContaining([query, secret]))
  })
})

describe('a URL that carries no secret', () => {
  const plain = 'https://cdn.example.com/builds/App.ipa?build=42&channel=beta#notes'

  test('is shown whole, linked, and nothing of it is masked', () => {
    expect(carriesSecret(plain)).toBe(false)
    expect(shownUrl(plain)).toBe(plain)
    expect(oneLine(`fetched ${plain}.`)).toBe(`fetched ${plain}.`)
    expect(mdLink(plain, plain)).toContain(`](${plain})`)
    expect(secretPartsOf(plain)).toEqual([])
  })

  test('with a user and password: shown without them, and they are masked', () => {
    const url = 'https://deploy:s3cr3t-pa55w0rd@files.example.com/App.ipa'
    expect(carriesSecret(url)).toBe(true)
    expect(shownUrl(url)).toBe('https://files.example.com/App.ipa')
    expect(oneLine(`from ${url}`)).toBe('from https://files.example.com/App.ipa')
    expect(secretPartsOf(url)).toEqual(['deploy:s3cr3t-pa55w0rd', 's3cr3t-pa55w0rd'])
  })

  test('that is not a URL shows as such', () => {
    expect(shownUrl('not a url')).toBe('(an invalid URL)')
  })
})

describe('what the runner is told to mask', () => {
  test('decoded values too; not the values that say nothing (a date, an expiry), nor short ones alone', () => {
    const url =
      'https://b.example/App.ipa?X-Amz-Date=20261123T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&sig=a%2Bb%2Fc%3Ddefgh&token=abc'
    expect(secretPartsOf(url)).toEqual([
      'X-Amz-Date=20261123T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&sig=a%2Bb%2Fc%3Ddefgh&token=abc',
      'a%2Bb%2Fc%3Ddefgh',
      'a+b/c=defgh'
    ])
  })

  test('every URL in an output, however deep, once each', () => {
    const [, aws] = families[0]
    const [, azure] = families[3]
    const answer = {
      data: [
        { id: 'ipa_1', source: aws.url },
        { id: 'ipa_2', source: aws.url }
      ],
      note: `mirrored at ${azure.url}.`,
      plain: 'https://cdn.example.com/App.ipa?build=42'
    }
    const parts = secretPartsIn(answer)
    expect(parts).toEqual(expect.arrayContaining([aws.secret, azure.secret]))
    expect(new Set(parts).size).toBe(parts.length)
    expect(parts.some(part => part.includes('build=42'))).toBe(false)
    expect(secretPartsIn([1, null, true, 'no url here'])).toEqual([])
  })
})

describe('text read for URLs', () => {
  test('punctuation after a URL stays outside it', () => {
    const [, { url, shown }] = families[3]
    expect(withSignedUrlsHidden(`(see ${url}), then retry`)).toBe(`(see ${shown}), then retry`)
  })

  test('a long text of near-URLs is read in linear time', () => {
    const text = `${'a'.repeat(40)}.`.repeat(6000) + 'x:'.repeat(50_000)
    const started = performance.now()
    withSignedUrlsHidden(`${text}://h/?sig=${text}`)
    expect(performance.now() - started).toBeLessThan(1000)
  })
})
