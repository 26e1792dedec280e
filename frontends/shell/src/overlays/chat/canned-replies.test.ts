import { expect, it } from '@jest/globals';
import { cannedReply, genericReply } from './canned-replies.js';

it.each([
  ['Hola', '¡Hola!'],
  ['hi there', '¡Hola!'],
  ['Hello', '¡Hola!'],
  ['Necesito AYUDA', 'Con gusto te ayudo'],
  ['can you help me?', 'Con gusto te ayudo'],
  ['¿Cuál es el precio?', 'Nuestros planes cuestan $80.000'],
  ['Precios del plan pro', 'Nuestros planes cuestan $80.000'],
  ['¿Qué costo tiene?', 'Nuestros planes cuestan $80.000'],
  ['Necesito soporte', 'Lamento el inconveniente'],
  ['Tengo un problema', 'Lamento el inconveniente'],
  ['Me sale un error', 'Lamento el inconveniente'],
  ['¡Gracias!', '¡Con gusto!'],
  ['thanks a lot', '¡Con gusto!'],
])('answers %j with the reply starting %j', (message, start) => {
  expect(cannedReply(message).startsWith(start)).toBe(true);
});

it('takes the groups in the spec’s order when a message has several', () => {
  expect(cannedReply('Hola, ¿cuál es el precio?')).toMatch(/^¡Hola!/);
  expect(cannedReply('Ayuda con el precio')).toMatch(/^Con gusto te ayudo/);
});

it('answers anything else with the generic reply, also words that only contain a keyword', () => {
  expect(cannedReply('¿Dónde están ubicados?')).toBe(genericReply);
  expect(cannedReply('this chip')).toBe(genericReply);
  expect(cannedReply('')).toBe(genericReply);
});
