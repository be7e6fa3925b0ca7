/**
 * Passwords of 8+ characters that top the leaked-password lists, in English and Portuguese.
 * Refused at sign-up and on every password change (compared in lower case).
 */
const COMMON = `12345678 123456789 1234567890 password password1 password123 passw0rd qwertyuiop 11111111 00000000
12341234 87654321 qwerty123 qwertyui 1q2w3e4r 1q2w3e4r5t 1qaz2wsx zaq12wsx q1w2e3r4 q1w2e3r4t5 asdfghjk asdfghjkl zxcvbnm1
iloveyou iloveyou1 sunshine princess football baseball superman starwars trustno1 whatever welcome1 welcome123 letmein1
abc12345 abcd1234 abcdefgh aaaaaaaa 123123123 123321123 147258369 123456789a 1234qwer qwer1234 admin123 administrator
senha123 senha1234 senhasenha minhasenha mudar123 mudar1234 123mudar brasil123 brasil2024 flamengo corinthians palmeiras
saopaulo vasco123 gremio123 cruzeiro botafogo santos123 internacional fluminense 10203040 102030405060 meuamor1 teamo123
jesus123 jesuscristo deusefiel deusemeupai amorzinho gatinha1 estrela1 futebol1 computador 12345678910 minecraft
pokemon1 dragonball naruto123 charlie1 michael1 jennifer jordan23 liverpool chelsea1 arsenal1 manchester
bemvindo editoraipe editora123 livros123`.split(/\s+/);

const set = new Set(COMMON);

export function isCommonPassword(password: string): boolean {
  return set.has(password.toLowerCase());
}
