# Textos do bot (veja en/bot.ftl: marcação HTML do Telegram, números só de variáveis).

## Partes comuns

every-interval =
    { $unit ->
        [day] { $count ->
            [one] todo dia
           *[other] a cada { $count } dias
        }
        [hour] { $count ->
            [one] a cada hora
           *[other] a cada { $count } horas
        }
       *[minute] { $count ->
            [one] a cada minuto
           *[other] a cada { $count } minutos
        }
    }
cum-amount = { $amount } $CUM
open-app = Abrir o app
referral-terms = Convide amigos: cada amigo que entrar pelo seu link ganha { $bonus }, e você ganha { $reward } quando ele concluir a introdução no app.

## /start

greeting =
    Olá, <b>{ $name }</b>! Boas-vindas ao $CUM.
    Resgate uma recompensa { $interval }, conclua tarefas, assista a vídeos e jogue para ganhar $CUM.
    { $terms }
greeting-anonymous =
    Olá! Boas-vindas ao $CUM.
    Resgate uma recompensa { $interval }, conclua tarefas, assista a vídeos e jogue para ganhar $CUM.
    { $terms }
referral-kept = Você foi convidado por um amigo: abra o app para criar sua conta e receber seu bônus de indicação de { $bonus }.
referral-has-account = Você já tem uma conta, então este convite não pode ser aplicado automaticamente. Se ainda não usou um código de indicação, digite <code>{ $code }</code> na tela Indicações do app.
referral-unknown = Este link de convite não é válido (não conhecemos o código de indicação), mas você pode entrar mesmo assim.
referral-own = Este é o seu próprio link de convite: compartilhe com amigos (/invite mostra um botão de compartilhar). Seu próprio código não pode ser usado na sua conta.
open-app-link = Abra o app: { $url }

## Respostas do dia a dia

fallback =
    Não entendi. Tudo acontece no app: toque no botão abaixo.

    /balance - seu saldo de $CUM
    /invite - seu link de convite
    /help - o que este bot faz
group-start = Eu funciono em um chat privado: abra { $link } para ganhar $CUM.
stale-button = Este botão não funciona mais. Envie /start para um menu novo.
no-account = Você ainda não tem uma conta $CUM: abra o app para criar uma e tente de novo.
sorry = Desculpe, algo deu errado do nosso lado. Tente de novo em instantes.
unavailable = O serviço está indisponível por um momento. Tente de novo em alguns segundos.
suspended = Sua conta está suspensa: { $reason }. Você ainda pode entrar e navegar, mas não pode ganhar nem gastar $CUM.
suspended-until = Sua conta está suspensa até { $until } UTC: { $reason }. Você ainda pode entrar e navegar, mas não pode ganhar nem gastar $CUM.
app = Toque no botão para abrir o app $CUM.
balance = Seu saldo: <b>{ $amount }</b>.
invite =
    <b>Seu link de convite:</b>
    { $link }

    Seu código: <code>{ $code }</code>
    { $terms }
invite-share = Compartilhar link
invite-share-text = Entre no $CUM comigo e ganhe um bônus!

## /help e o menu de comandos

help-intro = Ganhe $CUM com recompensas, tarefas, vídeos, jogos e amigos, tudo no app.
help-admin = Comandos de administrador:
command-start = Boas-vindas e o botão do app
command-app = Abrir o app $CUM
command-balance = Seu saldo de $CUM
command-invite = Seu link de convite para compartilhar
command-help = O que este bot faz

description =
    Ganhe $CUM: resgate uma recompensa { $interval }, conclua tarefas, assista a vídeos e jogue.

    { $terms }

    Toque em Iniciar e depois em Abrir o app.
short-description = Ganhe $CUM com recompensas, tarefas, vídeos, jogos e amigos.

## Login no navegador (/start auth_<token>)

login-ask =
    <b>Entrar em { $site } no seu navegador?</b>

    Pedido feito pelo { $browser } às { $time } UTC ({ $ago }).

    Só confirme se você acabou de tocar em Entrar em um computador. Se alguém te enviou este link, toque em Cancelar: confirmar colocaria essa pessoa na sua conta.
login-pick = Para confirmar, toque no número que o seu navegador mostra.
login-ago =
    { $minutes ->
        [0] agora mesmo
        [one] há { $minutes } minuto
       *[other] há { $minutes } minutos
    }
login-confirm = Confirmar
login-cancel = Cancelar
login-confirmed = Você entrou em { $site }. Volte ao navegador: ele continua sozinho.
login-cancelled = Login cancelado. O link não funciona mais e nada foi compartilhado com o navegador.
login-wrong-code = Esse não era o número mostrado no navegador, então o login foi cancelado. Se era você, toque em Entrar de novo no navegador.
login-gone = Este link de login expirou ou já foi usado. Volte ao navegador e comece de novo.

## Notificações

updates-header =
    { $count ->
        [one] Você tem { $count } novidade:
       *[other] Você tem { $count } novidades:
    }
notify-reward_ready = Sua recompensa de { $amount } está pronta. Abra o app para resgatar!
notify-referral_completed = Seu amigo concluiu a introdução: você ganhou { $amount }!
notify-bonus_received = Seu bônus de boas-vindas de { $amount } já está no seu saldo. Continue ganhando no app!
