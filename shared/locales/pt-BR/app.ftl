# The miniapp's screens (miniapp/src/i18n). Keys are grouped by screen; `en` is the reference.

## Shell

app-loading = Carregando...
settings-language = Idioma

## pages
# Sign-in, email pages, store, upgrades, referrals, rooms, leaderboard, help, play and error messages
# (wip/i18n-pages); amounts, intervals and limits arrive as variables, never typed.

## Sign-in (/login and the sign-in sheet)
auth-loading = Carregando...
auth-title = Entrar no $CUM
auth-back-home = Voltar para a página inicial
auth-gate-text = Entre para continuar
auth-sign-in = Entrar
auth-method-email = E-mail
auth-method-wallet = Carteira
auth-method-telegram = Telegram
auth-methods-aria = Forma de entrar
auth-sign-in-with = Entrar com { $method }
auth-features-title = Recursos da plataforma
auth-feature-1 = Ganhe tokens com interações sociais
auth-feature-2 = Conclua tarefas e ganhe recompensas
auth-feature-3 = Plataforma de vídeo para ganhar assistindo
auth-feature-4 = Autenticação segura com vários métodos
auth-welcome = Boas-vindas, { $name }!
auth-welcome-there = pessoa
auth-signed-in = Você entrou na sua conta
auth-row-method = Forma de acesso
auth-row-user-id = ID do usuário
auth-row-balance = Saldo
auth-row-balance-value = { $amount } tokens
auth-row-status = Status
auth-status-active = Ativa
auth-status-pending = Introdução pendente
auth-row-email = E-mail
auth-row-wallet = Carteira
auth-row-telegram-id = ID do Telegram
auth-open-app = Abrir o app
auth-logout = Sair
auth-email-modes = Entrar com e-mail
auth-create-account = Criar conta
auth-creating-account = Criando conta...
auth-signing-in = Entrando...
auth-field-email = E-mail
auth-field-username = Nome de usuário
auth-field-password = Senha
auth-field-first-name = Nome
auth-field-last-name = Sobrenome
auth-forgot-password = Esqueceu a senha?
auth-error-generic = Algo deu errado. Tente novamente.
auth-error-email = Digite um endereço de e-mail válido
auth-error-username-short = { $min ->
    [one] O nome de usuário precisa ter pelo menos { $min } caractere
   *[other] O nome de usuário precisa ter pelo menos { $min } caracteres
}
auth-error-password-required = A senha é obrigatória
auth-error-password-short = { $min ->
    [one] A senha precisa ter pelo menos { $min } caractere
   *[other] A senha precisa ter pelo menos { $min } caracteres
}
auth-telegram-inside = Você está no Telegram: entramos automaticamente com a sua conta do Telegram.
auth-try-again = Tentar novamente
auth-telegram-link-failed = Não foi possível criar um link de acesso.
auth-telegram-link-expired = Este link de acesso expirou.
auth-telegram-new-link = Gerar um novo link
auth-telegram-how = Abra o link no Telegram (ou escaneie o código com o celular) e toque em Iniciar no bot. Esta página entra na sua conta assim que você confirmar.
auth-telegram-qr = Link de acesso do Telegram
auth-telegram-open = Abrir o Telegram
auth-telegram-waiting = Aguardando a confirmação no Telegram...
auth-wallet-soon-title = Em breve
auth-wallet-soon-text = Entre com a MetaMask e outras carteiras Web3.
auth-wallet-soon-button = Conectar carteira (em breve)
auth-wallet-soon-alert = A conexão de carteiras chega em breve! Estamos integrando a MetaMask e outras carteiras Web3.
auth-wallet-how = Conecte uma carteira do navegador, como a MetaMask, e assine uma mensagem única para provar que o endereço é seu. Sem transação, sem taxa.
auth-wallet-connect = Conectar carteira
auth-wallet-connecting = Conectando...
auth-wallet-none = Nenhuma carteira encontrada. Instale a MetaMask (ou outra carteira Web3) ou abra esta página no app da sua carteira.
auth-wallet-no-account = A carteira não compartilhou nenhuma conta.
auth-wallet-rejected = A solicitação foi recusada na carteira.
auth-wallet-failed = Não foi possível conectar a carteira.

## Email pages
email-check-inbox = Confira sua caixa de entrada
email-send-failed = Não conseguimos enviar o link.
email-yours = Seu e-mail
email-loading = Carregando
email-confirmed = Confirmado
email-not-confirmed = Ainda não confirmado
email-none = Nenhum e-mail ainda
email-pending = Aguardando você abrir o link que enviamos
email-change = Alterar seu e-mail
email-add = Adicionar um e-mail
email-change-help = Digite sua senha para confirmar. Enviamos um link para o novo endereço; a troca acontece quando você o abrir.
email-add-help = Escolha uma senha para entrar com este e-mail (de { $min } a { $max } caracteres). Enviamos um link para o endereço; ele passa a valer quando você o abrir.
email-new = Novo e-mail
email-your-password = Sua senha
email-choose-password = Escolha uma senha
email-send-confirmation = Enviar link de confirmação
email-forgot-title = Esqueceu a senha?
email-forgot-help = Vamos enviar um link por e-mail para você escolher uma nova senha.
email-field = E-mail
email-something-wrong = Algo deu errado.
email-send-reset = Enviar link de redefinição
email-back-to-sign-in = Voltar para o login
email-password-changed = Senha alterada
email-sign-in = Entrar
email-passwords-differ = As duas senhas são diferentes.
email-reset-failed = Não conseguimos alterar sua senha.
email-reset-title = Escolha uma nova senha
email-reset-help = De { $min } a { $max } caracteres. Algumas palavras sem relação entre si formam uma senha forte.
email-new-password = Nova senha
email-repeat-password = Repita a nova senha
email-change-password = Alterar senha
email-link-incomplete = Este link está incompleto. Abra novamente o link do e-mail.
email-undo-failed = Não conseguimos desfazer a alteração.
email-undoing = Desfazendo a troca de e-mail…
email-undo-title = Desfazer a troca de e-mail
email-verified = { $message } { $email } agora é o e-mail da sua conta.
email-verify-failed = Não conseguimos confirmar seu e-mail.
email-confirming = Confirmando seu e-mail…
email-verify-title = Confirme seu e-mail
email-go-to-app = Ir para o app

## Store and upgrades
shop-balance = Saldo
shop-your-balance = Seu saldo
shop-amount = { $amount } $CUM
shop-owned = ✓ Seu
shop-buy = Comprar
shop-buy-item = Comprar { $title }
shop-purchase-failed = A compra não foi concluída. Tente novamente.
store-load-failed = Não foi possível carregar a loja
store-items = Itens
store-type-cosmetic = Cosmético
store-type-access = Acesso
store-type-booster = Impulso
store-soon = Em breve
store-coming-soon = Em breve
store-active-until = Ativo até { $date }
store-extend = Estender
store-loading-item = Carregando o item
store-item = Item
store-more-soon = Mais itens em breve
store-more-soon-text = Novos cosméticos, impulsos e passes estão a caminho. Continue ganhando $CUM!
store-coming-soon-aria = Em breve
store-purchased-title = Compra concluída!
store-purchased-text = { $title } agora é seu.
store-your-item = Seu item
upgrades-load-failed = Não foi possível carregar as melhorias
upgrades-your-stats = Suas estatísticas
upgrades-reward-level = Nível de recompensa
upgrades-level = Nível { $level }
upgrades-level-of = Nível { $level } de { $max }
upgrades-one-time = Única
upgrades-locked = Bloqueada
upgrades-reward-per-claim = Recompensa por resgate
upgrades-task-bonus = Bônus de tarefas
upgrades-active-bonus = Ativo (+{ $percent }%)
upgrades-active = Ativo
upgrades-not-owned = Não adquirido
upgrades-premium = Acesso premium
upgrades-title = Melhorias
upgrades-loading = Carregando a melhoria
upgrades-upgrade = Melhoria
upgrades-purchased-title = Melhoria comprada!
upgrades-purchased-text = { $title } agora está ativa.
upgrades-your-upgrade = Sua melhoria

## Referrals
referral-title = Programa de indicação
referral-stats-aria = Estatísticas de indicação
referral-total = Total de indicações
referral-earnings = Ganhos totais
referral-pending = Pendentes
referral-completed = Concluídas
referral-code-title = Seu código de indicação
referral-code-text = Amigos que entrarem com seu código ganham { $referred } $CUM. Você ganha { $referrer } $CUM quando eles concluírem a introdução.
referral-code-failed = Não foi possível carregar seu código de indicação.
referral-code-aria = Seu código de indicação
referral-copy = Copiar código
referral-share = Compartilhar
referral-copied = Copiado!
referral-code-copied = Código de indicação copiado
referral-error = Erro
referral-copy-failed = Não foi possível copiar o código de indicação
referral-message-copied = Mensagem de convite copiada
referral-message-copy-failed = Não foi possível copiar a mensagem de convite
referral-share-title = $CUM Rewards
referral-share-text = Venha para o $CUM Rewards e ganhe um bônus de { $referred } $CUM com meu código de indicação { $code }!
referral-use-title = Tem um código de indicação?
referral-use-text = Digite o código de um amigo para ganhar { $referred } $CUM.
referral-use-aria = Código de indicação
referral-use-placeholder = Digite o código de indicação
referral-use-button = Usar código
referral-applying = Aplicando...
referral-success = Pronto!
referral-use-failed = Não foi possível usar o código de indicação
referral-list-title = Suas indicações
referral-list-failed = Não foi possível carregar suas indicações
referral-none = Nenhuma indicação ainda
referral-user = Usuário #{ $id }
referral-joined = Entrou em { $date }
referral-completed-on = Concluiu em { $date }
referral-status-completed = Concluída
referral-status-pending = Pendente

## Rooms
rooms-notice = As salas são transmitidas pelo nosso serviço de streaming parceiro.
rooms-notice-link = Ao tocar em uma sala, ela abre no site do parceiro, onde valem os termos dele.
rooms-live-now = Ao vivo agora
rooms-live-count = Ao vivo agora ({ $count })
rooms-offline = Offline
rooms-offline-count = Offline ({ $count })
rooms-loading = Carregando sala
rooms-room-title = Título da sala
rooms-load-failed = Não foi possível carregar as salas
rooms-empty-title = Nenhuma sala agora
rooms-empty-text = Ninguém está transmitindo no momento. A lista se atualiza sozinha, volte daqui a pouco.
rooms-no-live = Nenhuma sala ao vivo no momento
rooms-no-live-text = As salas que entrarem ao vivo aparecem aqui.
rooms-partnership = Parceria
rooms-partner = Em parceria com nosso serviço de streaming
rooms-live = AO VIVO
rooms-viewers = { $count ->
    [one] { $shown } espectador
   *[other] { $shown } espectadores
}

## Leaderboard
leaderboard-title = Ranking
leaderboard-period = Período
leaderboard-weekly = Semanal
leaderboard-weekly-hint = $CUM ganhos nesta semana (de segunda a domingo, UTC)
leaderboard-all-time = Geral
leaderboard-all-time-hint = $CUM ganhos desde que você entrou
leaderboard-friends = Amigos
leaderboard-friends-hint = Você, os amigos que você convidou e quem convidou você
leaderboard-hidden = Oculto
leaderboard-you = Você
leaderboard-level = Nível { $level }
leaderboard-player = Nome do jogador
leaderboard-failed = Não foi possível carregar o ranking.
leaderboard-your-rank = Sua posição
leaderboard-empty = Ninguém ganhou $CUM aqui ainda. Seja o primeiro!
leaderboard-climb = Ganhe mais $CUM para entrar na lista.

## Help
help-title = Ajuda
help-faq-title = Perguntas frequentes
help-q-earn = Como ganho $CUM?
help-a-earn = Resgate a recompensa periódica no Início, conclua tarefas, assista a vídeos no Play, jogue os jogos e convide amigos. Cada crédito aparece em Perfil → Atividade.
help-q-periodic = Com que frequência posso resgatar a recompensa periódica?
help-a-periodic = Cada resgate paga { $perLevel } $CUM vezes o seu nível de recompensa. O cartão no Início mostra a contagem regressiva até o próximo resgate, marcada pelo nosso servidor.
help-q-streak = O que é a sequência diária?
help-a-streak = O número de dias seguidos (UTC) em que você resgatou a recompensa periódica. Se perder um dia, ela recomeça em 1.
help-q-referrals = Como funcionam as indicações?
help-a-referrals = Compartilhe seu código na página de indicação. Um amigo que usar o código em até { $days ->
    [one] { $days } dia
   *[other] { $days } dias
} após o cadastro ganha { $referred } $CUM na hora, e você ganha { $referrer } $CUM quando ele concluir a introdução. Cada conta pode usar um código uma vez, e nunca o próprio.
help-q-welcome = O que é o bônus de boas-vindas?
help-a-welcome = { $welcome } $CUM, pagos uma vez depois que você conclui a introdução. Se você pulou, resgate no cartão do Início.
help-q-level = Como aumento meu nível de recompensa?
help-a-level = Compre um Multiplicador de recompensa em Melhorias. Cada nível aumenta todas as recompensas periódicas.
help-q-refused = Por que um resgate foi recusado?
help-a-refused = As recompensas têm limites (um resgate periódico por intervalo, limites diários para vídeos e jogos). A mensagem exibida diz o motivo; nada é descontado do seu saldo.
help-q-delete = Como excluo minha conta?
help-a-delete = Perfil → Configurações → Excluir conta. Seus dados pessoais são apagados e você sai da conta; isso não pode ser desfeito.
help-q-who = Quem pode usar o $CUM Rewards?
help-a-who = Só adultos: você precisa ter { $age } anos ou mais.
help-support-title = Falar com o suporte
help-support-bot = Mande uma mensagem para o nosso bot @{ $bot } no Telegram e envie /help.
help-support-button = Falar com @{ $bot }
help-support-nobot = Abra o bot do $CUM no Telegram e envie /help.
help-balance-question = Dúvida sobre o saldo? Informe o horário do crédito em { $link }.
help-activity-link = Perfil → Atividade

## Play (videos)
play-back = Voltar
play-unavailable-title = Os vídeos não estão disponíveis
play-no-videos = Não há vídeos para assistir agora.
play-try-again = Tentar novamente
play-pause = Pausar
play-play = Reproduzir
play-video-unavailable = Este vídeo não está disponível
play-cannot-play = Este vídeo não pode ser reproduzido agora.
play-earned = Ganhos
play-previous = Vídeo anterior
play-next = Próximo vídeo
play-swipe-hint = Deslize para cima ou para baixo para trocar de vídeo
play-actions = Ações do vídeo
play-like = Curtir
play-dislike = Não curtir
play-comment = Comentar
play-share = Compartilhar
play-action-count = { $label } ({ $count })
play-already-done = Já feito
play-action-failed = Não foi possível processar a ação
play-watched = { $seconds } s assistidos · ≈{ $estimate }
play-views = { $count ->
    [one] { $shown } visualização
   *[other] { $shown } visualizações
}

## Error messages by error code
error-network-error = Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.
error-unauthorized = Entre novamente.
error-forbidden = Você não tem permissão para fazer isso.
error-not-found = Não encontramos o que você procurou.
error-payload-too-large = Isso é grande demais para enviar.
error-too-many-requests = Muitas solicitações. Aguarde um momento e tente novamente.
error-internal-error = Algo deu errado do nosso lado. Tente novamente.
error-service-unavailable = O serviço está ocupado agora. Tente novamente em instantes.
error-account-suspended = Sua conta está suspensa: você pode navegar, mas não pode ganhar nem gastar.
error-insufficient-funds = Você não tem $CUM suficiente para isso.
error-password-weak = Use pelo menos { $min } caracteres e evite senhas comuns

## Store items and upgrades by id
store-item-premium-badge = Selo premium
store-item-premium-badge-text = Exiba um selo premium no seu perfil.
store-item-vip-pass = Passe de acesso VIP
store-item-vip-pass-text = { $days ->
    [one] { $days } dia de acesso VIP a salas exclusivas.
   *[other] { $days } dias de acesso VIP a salas exclusivas.
}
store-item-token-booster = Impulso de tokens
store-item-token-booster-text = { $hours ->
    [one] Dobre as recompensas das suas tarefas por { $hours } hora.
   *[other] Dobre as recompensas das suas tarefas por { $hours } horas.
}
store-item-avatar-frame = Moldura de avatar personalizada
store-item-avatar-frame-text = Uma moldura exclusiva para o seu avatar.
upgrade-multiplier-2x = Multiplicador de recompensa x2
upgrade-multiplier-2x-text = Dobre suas recompensas periódicas: { $amount } $CUM por resgate em vez de { $base }.
upgrade-multiplier-3x = Multiplicador de recompensa x3
upgrade-multiplier-3x-text = Triplique suas recompensas periódicas: { $amount } $CUM por resgate.
upgrade-task-bonus = Bônus de tarefas
upgrade-task-bonus-text = Ganhe { $percent }% a mais de $CUM em cada tarefa.
upgrade-premium-access = Acesso premium
upgrade-premium-access-text = Desbloqueie salas exclusivas e conteúdo premium.
shop-reason-insufficient = { $title } custa { $price } $CUM: faltam { $missing } $CUM.
upgrade-reason-after = { $title } é liberado depois que você comprar { $before }.
upgrade-reason-balance = { $title } é liberado quando seu saldo chegar a { $amount } $CUM.
