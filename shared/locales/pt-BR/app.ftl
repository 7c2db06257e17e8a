# Telas do miniapp (miniapp/src/i18n). Referência: en/app.ftl.

## Shell

# The token's name, never translated; a term so that right-to-left text isolates it (it reads "$CUM",
# not "CUM$", inside Persian).
-cum = $CUM

app-loading = Carregando...
app-connecting = Conectando...
nav-main = Principal
nav-home = Início
nav-tasks = Tarefas
nav-play = Assistir
nav-games = Jogos
nav-more = Mais
nav-leaderboard = Ranking
nav-rooms = Salas
nav-upgrades = Melhorias
nav-store = Loja
nav-referral = Indicações
nav-profile = Perfil
nav-settings = Configurações
nav-help = Ajuda
header-home = Início do { -cum }
header-balance = Saldo:
menu-account-menu = Menu da conta
menu-account = Conta
menu-admin = Painel de administração
menu-logout = Sair
menu-user = Usuário
menu-level = Nível { $level }
bell-title = Notificações
bell-title-new = Notificações (novas)
bell-loading = Carregando
bell-loading-activity = Carregando atividade
bell-empty = Nenhuma notificação ainda
bell-empty-hint = Suas recompensas e compras vão aparecer aqui.
bell-latest = Atividade recente
offline-banner = Você está offline. As mudanças aparecem quando você voltar a ficar online.
amount-cum = { $amount } { -cum }

## Errors and the expired session

error-not-found = Esta página não existe.
error-new-version = Há uma nova versão do app.
error-screen = Algo deu errado nesta tela.
error-reload-hint = Recarregue para tentar de novo ou volte ao app.
error-reload = Recarregar
error-go-to-app = Ir para o app
error-no-server = Não conseguimos falar com o servidor.
error-try-again = Tentar de novo
error-retry = Tentar de novo
error-generic = Algo deu errado. Tente de novo.
error-offline-load = Você está offline ou o servidor está fora do ar. Isto atualiza quando você voltar a ficar online.
error-network = Não foi possível falar com o servidor. Verifique sua conexão e tente de novo.
error-bad-answer = O servidor enviou uma resposta que este app não entende.
session-expired = Esta sessão expirou. Feche o app e abra de novo pelo bot.
session-close = Fechar

## Toasts

toast-error = Erro
toast-reward-claimed = Recompensa resgatada!
toast-task-claimed = Recompensa resgatada!
toast-received = Você recebeu { $amount } { -cum }
toast-plus-amount = +{ $amount } { -cum }
toast-reward-failed = Não foi possível resgatar a recompensa
toast-welcome-claimed = Bônus de boas-vindas resgatado!
toast-welcome-received = Você recebeu { $amount } { -cum }!
toast-welcome-back = Que bom te ver de novo!
toast-all-set = Tudo pronto para começar a ganhar tokens!
toast-welcome-failed = Não foi possível resgatar o bônus de boas-vindas
toast-bonus-applied = Bônus aplicado!
toast-bonus-applied-text = Você vai receber o bônus de indicação depois de concluir a introdução.
toast-referral-failed = Não foi possível aplicar o código de indicação

## Home

home-name-fallback = por aí
home-welcome = Boas-vindas, { $name }!
home-welcome-back = Que bom te ver de novo, { $name }!
home-balance-label = Seu saldo de { -cum }
home-level = Nível { $level }
home-reward-level = Nível de recompensa
home-streak-days = { $days ->
    [one] { $days } dia
   *[other] { $days } dias
}
home-daily-streak = Sequência de recompensas
home-share-title = Compartilhe e ganhe
home-share-text = Convide amigos e ganhe { $amount } { -cum } por cada um que entrar
reward-title = { $unit ->
    [hour] { $count ->
        [1] Recompensa de hora em hora
       *[other] Recompensa a cada { $count } horas
    }
   *[minute] Recompensa periódica
}
reward-interval = { $unit ->
    [hour] { $count ->
        [1] a cada hora
       *[other] a cada { $count } horas
    }
   *[minute] { $count ->
        [1] a cada minuto
       *[other] a cada { $count } minutos
    }
}
reward-text = Resgate { $amount } { -cum } { $every }
reward-claim = Resgatar recompensa
# Inside Telegram the claim is Telegram's own button at the bottom.
reward-ready-native = Sua recompensa está pronta: resgate-a com o botão abaixo.
reward-claiming = Resgatando...
reward-next-in = Próxima recompensa em
reward-load-error = Não foi possível carregar o status da recompensa
welcome-bonus-title = Bônus de boas-vindas
welcome-bonus-waiting = Seu bônus de boas-vindas de { $amount } { -cum } está esperando.
welcome-bonus-onboarding = Conclua a introdução para resgatar { $amount } { -cum }.
welcome-bonus-claim = Resgatar bônus
welcome-bonus-complete = Concluir introdução
rank-hint = Veja quem ganhou mais { -cum } nesta semana
rank-earned = { $amount } { -cum } ganhos nesta semana
rank-yours = Sua posição
rank-yours-number = Sua posição: nº { $rank }
rank-unranked = Ainda sem posição
rank-unranked-hint = Ganhe seus primeiros { -cum } nesta semana para entrar no ranking
suspension-title = Conta suspensa
suspension-reason = Motivo: { $reason }
suspension-until = Até { $date }.
suspension-until-lifted = Até a equipe liberar.
suspension-text = Você ainda pode entrar e explorar, mas não pode ganhar nem gastar { -cum }.

## Tasks

tasks-daily = Diárias
tasks-weekly = Semanais
tasks-special = Especiais
tasks-section = Tarefas: { $section }
tasks-resets-in = { $unit ->
    [day] renova em { $count } d
    [hour] renova em { $count } h
   *[minute] renova em { $count } min
}
tasks-load-error = Não foi possível carregar as tarefas
tasks-empty = Nenhuma tarefa disponível no momento
tasks-empty-hint = Novas tarefas são adicionadas com frequência. Volte logo!
task-done = Feito
task-complete = Concluir
task-start = Começar
task-go = Ir
task-verify = Verificar
task-claim = Resgatar recompensa
task-claim-in = Em { $seconds } s
task-claim-in-long = { $seconds ->
    [one] Resgatar em { $seconds } segundo
   *[other] Resgatar em { $seconds } segundos
}
task-wait-note = Conclua na página que abriu: sua recompensa libera em { $seconds } s

## Games

games-load-error = Não foi possível carregar os jogos
games-all = Todos os jogos
games-more = Mais jogos
games-soon = Mais jogos em breve
games-soon-hint = Novas formas de ganhar { -cum } estão a caminho. Fique de olho!
games-save-failed = Não foi possível salvar sua pontuação.
games-submit-failed = Não foi possível enviar sua pontuação.
games-start-failed = Não foi possível iniciar o jogo.
clicker-up-to = Até { $amount } { -cum }/hora
clicker-description = Toque na moeda: cada { $taps } toques rendem { $amount } { -cum }.
clicker-play = Jogar CUM Clicker
clicker-paused = Pausado: limite por hora atingido
clicker-tap = Toque para ganhar
clicker-points-label = { $points ->
    [one] ponto
   *[other] pontos
}
clicker-capped = Você atingiu o limite desta hora: os toques não rendem até ele liberar.
clicker-next-payout = Próximo pagamento com { $points } pontos
clicker-this-run = Esta partida
clicker-earnings = Ganhos do clicker
clicker-credited = Creditado pelo servidor
clicker-per-tap = Cada toque rende { $amount } { -cum }
clicker-taps-label = { $taps ->
    [one] toque
   *[other] toques
}
clicker-this-visit = Nesta visita
clicker-partial = Alguns toques não foram pagos: sem energia ou no limite por hora.
clicker-retrying = Não foi possível salvar seus toques. Tentando de novo.
clicker-energy = Energia
clicker-energy-empty = Sem energia: ela se recarrega sozinha
clicker-energy-aria = Energia do clicker
cap-reached = Limite por hora atingido
cap-left = Restante nesta hora
cap-of = { $left } de { $cap } { -cum }
cap-aria = Ganhos do clicker restantes nesta hora
cap-again-from = Os toques voltam a render a partir de { $time }.
rush-range = { $min }-{ $max }
rush-per-game = { $range } { -cum } por partida
rush-description = { $seconds } segundos de tokens caindo: quanto maior a pontuação, maior a recompensa.
rush-games-left = { $left } de { $total } partidas restantes hoje
rush-play = Jogar Token Rush
rush-subtitle = { $seconds } segundos · { $range } { -cum } por partida
rush-intro = Os tokens caem por { $seconds } segundos. Toque neles antes que cheguem ao chão: quanto mais pegar, mais você ganha.
rush-start = Começar partida
rush-time-left = Tempo restante
rush-seconds = { $seconds } s
rush-score = pontos
rush-progress = Progresso da rodada
rush-submitting = Enviando sua pontuação…
rush-checking = Conferindo suas capturas…
rush-verified = Pontuação verificada: { $score } de { $max }
rush-send-again = Enviar de novo
rush-play-again = Jogar de novo
rush-how = Como funciona
rush-how-aria = Como funciona o Token Rush
rush-rules = O servidor inicia a rodada e sorteia os tokens; um token conta quando você toca nele enquanto cai (os dourados valem { $gold }), e o servidor confere com margem de { $tolerance } ms. Recompensa: { $min } { -cum } mais até { $spread } { -cum } pela parte dos tokens pegos, ou seja, { $range } { -cum } por partida, { $games } partidas por dia.

## Profile and Settings

profile-loading = Carregando perfil...
profile-sections = Seções do perfil
profile-tab-profile = Perfil
profile-tab-settings = Configurações
profile-tab-activity = Atividade
profile-admin = Admin
profile-save = Salvar
profile-saving = Salvando...
profile-edit = Editar
profile-balance = Saldo de { -cum }
profile-hide-balance = Ocultar saldo
profile-show-balance = Mostrar saldo
profile-tasks-done = Tarefas feitas
profile-total-rewards = Total de recompensas
profile-day-streak = Sequência de dias
profile-personal = Dados pessoais
profile-first-name = Nome
profile-last-name = Sobrenome
profile-username = Nome de usuário
profile-account = Detalhes da conta
profile-member-since = Membro desde
profile-recently = Recentemente
profile-telegram-id = ID do Telegram
profile-not-linked = Não vinculado
settings-language = Idioma
settings-notifications = Notificações
settings-privacy = Privacidade
settings-email-notifications = Notificações por e-mail
settings-push-notifications = Notificações push
settings-task-reminders = Lembretes de tarefas
settings-reward-alerts = Alertas de recompensa
settings-private-profile = Perfil privado
settings-show-balance = Mostrar saldo
settings-show-level = Mostrar nível
settings-updated = Configurações atualizadas
settings-saved = Suas configurações foram salvas.
settings-failed = Não foi possível atualizar as configurações
settings-update-failed = Falha ao atualizar
settings-allow-bot = Permita que o bot envie mensagens para ativar os alertas de recompensa.

## Onboarding

onboarding-aria = Introdução
onboarding-age-aria = Confirmação de idade
onboarding-step = Passo { $step } de { $total }
onboarding-continue = Continuar
onboarding-back = Voltar
onboarding-save-failed = Não foi possível salvar sua resposta. Tente de novo.
age-title = Só para maiores de 18
age-text = { -cum } é uma plataforma de recompensas de entretenimento adulto. Você precisa ter 18 anos ou mais para usar.
age-confirm = Confirmo que tenho 18 anos ou mais
age-confirming = Confirmando...
age-yes = Tenho 18 anos ou mais
age-no = Tenho menos de 18: sair
onboarding-1-title = Boas-vindas ao { -cum }!
onboarding-1-text = Ganhe tokens { -cum } pelo que você já curte: assistir, jogar, compartilhar e convidar amigos.
onboarding-2-title = Ganhe com tarefas
onboarding-2-text = Conclua tarefas diárias, semanais e especiais para juntar tokens.
onboarding-example-checkin = Check-in diário
onboarding-example-checkin-detail = Abra o app todo dia
onboarding-example-share = Compartilhar conteúdo
onboarding-example-share-detail = Compartilhe 3 posts
onboarding-example-invite = Convidar amigos
onboarding-example-invite-detail = Traga um amigo
onboarding-3-title = Bônus de indicação
onboarding-3-text = Convide amigos com seu código: você ganha { $referrer } { -cum } quando eles concluem a introdução, e eles ganham { $referred } { -cum } por usar o código.
onboarding-4-title = Salas ao vivo e conteúdo
onboarding-4-text = Explore salas ao vivo do nosso parceiro de streaming e descubra conteúdo premium de criadores.
onboarding-5-title = Assista, jogue e ganhe
onboarding-5-text = Ganhe enquanto assiste a vídeos curtos e joga minijogos. Resgate sua recompensa periódica para manter a sequência.
onboarding-6-title = Tudo pronto!
onboarding-6-text = Resgate seu bônus de boas-vindas de { $amount } { -cum } e comece a ganhar.
onboarding-bonus = Bônus de boas-vindas
onboarding-bonus-detail = Creditado no seu saldo na hora
onboarding-periodic = Recompensa periódica
onboarding-every-fallback = regularmente
onboarding-periodic-detail = Resgate { $every }: { $amount } { -cum } por nível
onboarding-friend = Por amigo convidado
onboarding-friend-detail = Quando um amigo conclui a introdução
referral-have-code = Tem um código de indicação?
referral-applied = Código de indicação aplicado. Seu bônus está a caminho.
referral-already-applied = O código de indicação do seu amigo já está aplicado à sua conta.
referral-code = Código de indicação
referral-enter = Digite o código
referral-applying = Aplicando...
referral-apply = Aplicar código
referral-skip = Pular por enquanto


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
# Number matching: the bot asks the user to pick this number (shown after it) among three.
auth-telegram-code = No Telegram, toque neste número:
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
# The confirmation sheet before a purchase (Store, Upgrades).
purchase-title = Confirmar compra
purchase-price = Preço
purchase-balance-after = Saldo depois
purchase-buying = Comprando...
purchase-buy-for = Comprar por { $amount } { -cum }
purchase-cancel = Cancelar
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
upgrades-sets-level = Eleva seu nível de recompensa para { $level } de { $max } (agora { $current })
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
referral-success = Pronto!
referral-use-failed = Não foi possível usar o código de indicação
referral-list-title = Suas indicações
referral-list-failed = Não foi possível carregar suas indicações
referral-none = Nenhuma indicação ainda
referral-user = Usuário #{ $id }
referral-private-friend = Um amigo (perfil privado)
referral-you-earned = Você ganhou +{ $amount } { -cum }
referral-joined = Entrou em { $date }
referral-completed-on = Concluiu em { $date }
referral-status-completed = Concluída
referral-status-pending = Pendente
# Why a pending referral has not paid yet (both sides).
referral-waits-onboarding = Aguardando seu amigo concluir a introdução
referral-waits-email = Aguardando seu amigo confirmar o e-mail
referral-own-waits-email = A recompensa do seu amigo pelo convite é paga quando você confirmar seu e-mail. Abra o link que enviamos.

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
help-q-streak = O que é a sequência de recompensas?
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
error-code-network-error = Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.
error-code-unauthorized = Entre novamente.
error-code-forbidden = Você não tem permissão para fazer isso.
error-code-not-found = Não encontramos o que você procurou.
error-code-payload-too-large = Isso é grande demais para enviar.
error-code-too-many-requests = Muitas solicitações. Aguarde um momento e tente novamente.
error-code-internal-error = Algo deu errado do nosso lado. Tente novamente.
error-code-service-unavailable = O serviço está ocupado agora. Tente novamente em instantes.
error-code-account-suspended = Sua conta está suspensa: você pode navegar, mas não pode ganhar nem gastar.
error-code-insufficient-funds = Você não tem $CUM suficiente para isso.
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

## daily streak card
streak-title = Sequência diária
streak-toast = Dia { $day } da sequência!
streak-claim-failed = Não foi possível resgatar a recompensa de hoje
streak-claim-button = Resgatar dia { $day }: { $amount } { -cum }
streak-load-failed = Não foi possível carregar sua sequência
streak-summary-none = Volte todo dia: cada dia seguido paga mais.
streak-summary = { $days ->
    [one] { $days } dia seguido
   *[other] { $days } dias seguidos
}. Perdeu um dia, recomeça.
streak-day-aria = Dia { $day }: { $amount } { -cum }, { $state ->
    [claimed] resgatado
    [today] hoje
   *[other] em breve
}
streak-day = Dia { $day }
streak-done = A recompensa de hoje já foi resgatada. Volte amanhã para o dia { $next }.
streak-use-button = Resgate a recompensa de hoje no botão abaixo.
toast-dismiss = Fechar notificação

## Refusals of the server with their figures (shared/src/contract/error-reasons.ts, lib/error-reasons.ts).
## `wait-*` are durations after "em" ("em 5 minutos").
wait-seconds = { $seconds ->
    [one] { $seconds } segundo
   *[other] { $seconds } segundos
}
wait-minutes = { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
}
wait-hours = { $hours ->
    [one] { $hours } hora
   *[other] { $hours } horas
}
wait-hours-minutes = { $hours } e { $minutes }
error-code-too-early = Ainda é cedo. Tente de novo um pouco mais tarde.
error-code-already-done = Isso já foi feito.
error-code-limit-reached = Você atingiu o limite por enquanto. Tente mais tarde.
error-code-locked = Isso ainda está bloqueado.
error-reason-reward-too-early = Próxima recompensa em { $wait } (às { $time }).
error-reason-streak-claimed = A recompensa da sequência de hoje já foi resgatada. Volte amanhã.
error-reason-store-unavailable = Em breve: { $item } ainda não está disponível.
error-reason-store-owned = Você já tem { $item }.
error-reason-store-insufficient = { $item } custa { $price } $CUM: faltam { $missing } $CUM.
error-reason-upgrade-owned = Você já tem { $upgrade }.
error-reason-upgrade-locked-after = { $upgrade } é liberado depois que você comprar { $before }.
error-reason-upgrade-locked-balance = { $upgrade } é liberado quando seu saldo chegar a { $balance } $CUM.
error-reason-upgrade-insufficient = { $upgrade } custa { $price } $CUM: faltam { $missing } $CUM.
error-reason-task-done = Você já concluiu esta tarefa por enquanto.
error-reason-task-too-early = Conclua a tarefa primeiro: você pode resgatar a recompensa em { $wait }.
error-reason-task-not-joined = Você ainda não entrou no canal. Entre e depois resgate sua recompensa.
error-reason-clicker-too-fast = Esses toques chegaram mais rápido do que alguém consegue tocar (no máximo { $perSecond } por segundo). Nada foi creditado.
error-reason-clicker-hourly-cap = Você atingiu o limite do clicker de { $cap } $CUM por hora. Tente de novo em { $wait }.
error-reason-clicker-no-energy = Sem energia. Ela recarrega em { $wait }.
error-reason-rush-daily-limit = { $games ->
    [one] Você já jogou sua { $games } partida de Token Rush de hoje. Volte amanhã!
   *[other] Você já jogou as { $games } partidas de Token Rush de hoje. Volte amanhã!
}
error-reason-rush-in-progress = Você já tem uma partida de Token Rush em andamento. Termine-a ou espere um minuto até ela expirar antes de começar outra.
error-reason-rush-too-early = Uma rodada de Token Rush dura { $wait }: esse resultado chegou cedo demais. Nada foi creditado.
error-reason-rush-expired = Esta sessão de jogo expirou. Comece uma nova partida.
error-reason-video-daily-limit = Você atingiu o limite diário de { $duration } de visualização paga. Volte amanhã!
error-reason-video-done = Você já realizou esta ação neste vídeo.
error-reason-referral-used = Você já usou um código de indicação.
error-reason-referral-unknown = Esse código de indicação não existe. Confira e tente de novo.
error-reason-referral-own = Você não pode usar seu próprio código de indicação.
error-reason-referral-cycle = Este amigo entrou com o seu código, então você não pode usar o dele.
error-reason-referral-window = { $days ->
    [one] Códigos de indicação só podem ser usados em até { $days } dia após a criação da sua conta.
   *[other] Códigos de indicação só podem ser usados em até { $days } dias após a criação da sua conta.
}
error-reason-onboarding-incomplete = Conclua a introdução primeiro e depois resgate seu bônus de boas-vindas de { $bonus } $CUM.
error-reason-onboarding-age = Confirme que você tem 18 anos ou mais antes de concluir a introdução.
error-reason-onboarding-claimed = Você já resgatou seu bônus de boas-vindas.
error-reason-account-suspended = { $until ->
    [none] Sua conta está suspensa: { $note }. Você ainda pode entrar e navegar, mas não ganhar nem gastar $CUM.
   *[other] Sua conta está suspensa até { $until }: { $note }. Você ainda pode entrar e navegar, mas não ganhar nem gastar $CUM.
}
error-reason-rate-limited = Tentativas demais. Tente de novo em { $wait }.
error-reason-username-taken = Este nome de usuário já está em uso. Escolha outro.
error-reason-link-invalid = Este link é inválido, expirou ou já foi usado. Peça um novo.
error-reason-claim-busy = Outro resgate está sendo salvo. Tente novamente.
error-reason-clicker-busy = Outra pontuação está sendo salva. Tente novamente.
error-reason-taps-busy = Outro lote de toques está sendo salvo. Tente novamente.
error-reason-video-busy = Outro registro de visualização está sendo salvo. Tente novamente.
error-reason-task-changed = Esta tarefa mudou nesse meio-tempo. Tente novamente.
error-reason-rush-busy = Muitas partidas estão começando ao mesmo tempo. Tente novamente.
error-reason-store-just-bought = Essa compra acabou de ser concluída. Confira suas vantagens antes de comprar de novo.
error-reason-wallet-taken = Esta carteira já está vinculada a outra conta.
error-reason-wallet-linked = Sua conta já tem uma carteira.
error-reason-email-taken = Este e-mail agora pertence a outra conta, então não pode ser adicionado à sua.
error-reason-email-taken-back = Este e-mail agora pertence a outra conta, então não pode ser devolvido à sua.
error-reason-rush-submitted = A pontuação desta partida já foi enviada. Comece uma nova partida para jogar de novo.
error-reason-rush-no-session = Esta sessão de jogo não existe. Comece uma nova partida de Token Rush.
error-reason-task-one-step = Esta tarefa é concluída em um só passo: toque em “Concluir”.
error-reason-task-has-steps = Esta tarefa tem etapas: comece, realize a ação e depois resgate a recompensa.
error-reason-task-started = Você já começou esta tarefa.
error-reason-task-start-first = Comece a tarefa primeiro.
error-reason-task-action-done = Você já realizou a ação desta tarefa. Resgate sua recompensa.
error-reason-task-action-first = Realize a ação da tarefa antes de resgatar a recompensa.
error-reason-task-unavailable = Esta tarefa não está disponível.
error-reason-task-no-channel = Esta tarefa ainda não tem um canal para verificar. Tente novamente mais tarde.
error-reason-task-needs-telegram = Entre com o Telegram primeiro: esta tarefa verifica se você entrou no canal.
error-reason-video-unknown = Este vídeo não existe.
error-reason-wallet-coming-soon = A conexão de carteiras chega em breve! Estamos integrando o MetaMask e outras carteiras Web3.
error-reason-account-gone = Esta conta não existe mais.
error-reason-email-signin-off = O login por e-mail está desativado neste servidor.
error-reason-credentials-invalid = E-mail ou senha inválidos.
error-reason-password-wrong = Sua senha não está correta.
error-reason-email-same = Este já é o seu e-mail.
error-reason-login-number-wrong = Esse não era o número que seu navegador mostrou: login cancelado.
error-reason-login-link-expired = Este link de login expirou ou já foi usado. Comece de novo.
error-reason-login-link-used = Este link de login expirou ou já foi usado.
error-reason-login-cancelled = O login foi cancelado no Telegram. Comece de novo para entrar.
error-reason-not-possible-now = Isso não é possível agora.
error-reason-task-channel-hidden = Não conseguimos verificar este canal: o bot ainda não vê os membros dele. Tente novamente mais tarde.
error-reason-task-check-unavailable = No momento não conseguimos verificar se você entrou no canal. Tente novamente mais tarde.

## profile activity tab; ledger entries named by their kind outside English
activity-load-failed = Não foi possível carregar sua atividade
activity-empty = Nenhuma atividade ainda
activity-empty-hint = Resgate uma recompensa ou conclua uma tarefa para começar.
activity-recent = Atividade recente
ledger-kind-welcome-bonus = Bônus de boas-vindas
ledger-kind-periodic-reward = Recompensa periódica
ledger-kind-daily-streak = Recompensa da sequência diária
ledger-kind-task-reward = Recompensa de tarefa
ledger-kind-referral-bonus = Bônus de indicação
ledger-kind-referral-reward = Recompensa de indicação
ledger-kind-video-watch = Vídeos assistidos
ledger-kind-video-social = Curtida ou compartilhamento de vídeo
ledger-kind-game-clicker = CUM Clicker
ledger-kind-game-rush = Token Rush
ledger-kind-upgrade-purchase = Compra de melhoria
ledger-kind-store-purchase = Compra na loja
ledger-kind-admin-adjustment = Ajuste de saldo pela equipe

## profile: sign-in methods, danger zone, wallet and profile toasts
profile-auth-methods = Métodos de acesso
profile-auth-primary = Principal
profile-auth-not-added = Não adicionado
profile-auth-not-connected = Não conectada
profile-auth-add-email = Adicionar e-mail
profile-auth-connecting = Conectando...
profile-danger-zone = Zona de perigo
profile-delete-warning = Excluir sua conta apaga seus dados pessoais e encerra sua sessão. Não é possível desfazer.
profile-delete-account = Excluir conta
profile-delete-title = Excluir sua conta?
profile-delete-text = Seu saldo, seu perfil e seus métodos de acesso serão apagados para sempre. Digite { $word } para confirmar.
profile-delete-your-username = Seu nome de usuário
profile-delete-type-word = Digite { $word }
profile-deleting = Excluindo...
profile-delete-failed = Não foi possível excluir a conta
wallet-connected = Carteira conectada
wallet-connected-hint = Agora você também pode entrar com esta carteira.
wallet-none = Nenhuma carteira encontrada
wallet-none-hint = Instale a MetaMask ou outra carteira de navegador e tente de novo.
wallet-connect-failed = Não foi possível conectar a carteira
profile-updated = Perfil atualizado
profile-updated-hint = Seu perfil foi atualizado.
profile-update-failed = Não foi possível atualizar o perfil
profile-update-failed-short = Falha ao atualizar
tasks-loading-aria = Carregando tarefas

## the contract's field rules (names, usernames), for the server's field issues and the profile editor
field-required = { $field } é obrigatório
field-too-long = { $field } deve ter no máximo { $max } caracteres
auth-error-username-long = O nome de usuário deve ter no máximo { $max } caracteres
auth-error-username-chars = O nome de usuário só pode ter letras, números e sublinhados
